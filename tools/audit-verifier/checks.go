package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"
)

type inclusion struct {
	LeafIndex     uint64   `json:"leaf_index"`
	TreeSize      uint64   `json:"tree_size"`
	Position      uint64   `json:"position"`
	LeafHash      string   `json:"leaf_hash"`
	InclusionPath []string `json:"inclusion_path"`
}

type consistency struct {
	From            uint64   `json:"from"`
	To              uint64   `json:"to"`
	ConsistencyPath []string `json:"consistency_path"`
}

// checkLeaf proves one leaf into the head and recomputes its hash from the exported event; it returns the event's stream.
func (c *client) checkLeaf(head checkpoint, index uint64) string {
	var p inclusion
	c.do("GET", fmt.Sprintf("/audit/proofs/inclusion?leaf_index=%d&tree_size=%d", index, head.Size), nil, "application/json", &p)
	leaf := decodeAll([]string{p.LeafHash})[0]
	if p.LeafIndex != index || p.TreeSize != head.Size {
		fail("the inclusion proof is for leaf %d of %d, not %d of %d", p.LeafIndex, p.TreeSize, index, head.Size)
	}
	if err := proof.VerifyInclusion(rfc6962.DefaultHasher, index, head.Size, leaf, decodeAll(p.InclusionPath), head.Root); err != nil {
		fail("leaf %d is not in the signed tree of size %d: %v", index, head.Size, err)
	}
	line, stream, _ := c.exportedEvent(p.Position)
	if !bytes.Equal(rfc6962.DefaultHasher.HashLeaf(canonical(line)), leaf) {
		fail("the event at position %d does not hash to leaf %d", p.Position, index)
	}
	return stream
}

func (c *client) checkConsistency(older, newer checkpoint) {
	var p consistency
	c.do("GET", fmt.Sprintf("/audit/proofs/consistency?from=%d&to=%d", older.Size, newer.Size), nil, "application/json", &p)
	if err := proof.VerifyConsistency(rfc6962.DefaultHasher, older.Size, newer.Size, decodeAll(p.ConsistencyPath), older.Root, newer.Root); err != nil {
		fail("the tree of size %d is not a prefix of the one of size %d: %v", older.Size, newer.Size, err)
	}
}

// checkConsistencyAt takes the root of an earlier size from an inclusion proof of its last leaf and
// checks that the tree of that size is a prefix of the signed head: two kinds of proof must agree.
func (c *client) checkConsistencyAt(size uint64, head checkpoint) {
	var p inclusion
	c.do("GET", fmt.Sprintf("/audit/proofs/inclusion?leaf_index=%d&tree_size=%d", size-1, size), nil, "application/json", &p)
	root, err := proof.RootFromInclusionProof(rfc6962.DefaultHasher, size-1, size, decodeAll([]string{p.LeafHash})[0], decodeAll(p.InclusionPath))
	if err != nil {
		fail("the inclusion proof of leaf %d in size %d is malformed: %v", size-1, size, err)
	}
	c.checkConsistency(checkpoint{Size: size, Root: root}, head)
}

func main() {
	base := flag.String("url", "", "base URL of the service, ending in /v1")
	caFile := flag.String("ca", "", "PEM file of the CA that signed the service's certificate")
	minSize := flag.Uint64("min-size", 10000, "fail unless the signed tree has at least this many leaves")
	samples := flag.Uint64("samples", 200, "leaves whose inclusion is proven (spread over the tree, first and last included)")
	previous := flag.String("previous", "", "a checkpoint note saved earlier: the new head must be consistent with it")
	save := flag.String("save", "", "write the verified checkpoint note here")
	histories := flag.Int("histories", 5, "patients (met among the sampled events) whose history is verified with its inclusion proofs")
	witnessKey := flag.String("witness-key", "", "cosignature/v1 verifier key of a witness whose cosignature must be served")
	cosignedSize := flag.Uint64("cosigned-size", 0, "the tree size that witness cosigned (with -witness-key)")
	flag.Parse()
	if *base == "" {
		usage("-url is required")
	}
	c := newClient(*base, *caFile)
	var login struct {
		AccessToken string `json:"access_token"`
	}
	body, _ := json.Marshal(map[string]string{"email": os.Getenv("AUDIT_EMAIL"), "password": os.Getenv("AUDIT_PASSWORD")})
	c.do("POST", "/auth/login", body, "application/json", &login)
	c.token = login.AccessToken

	var key struct {
		NoteVerifierKey string `json:"note_verifier_key"`
	}
	c.do("GET", "/audit/public-key", nil, "application/json", &key)
	verifier, err := note.NewVerifier(key.NoteVerifierKey)
	if err != nil {
		fail("the service's note verifier key is not valid: %v", err)
	}
	verifiers := note.VerifierList(verifier)
	var latest struct {
		Note string `json:"note"`
	}
	c.do("GET", "/audit/checkpoints/latest", nil, "application/json", &latest)
	head := openCheckpoint(latest.Note, verifiers)
	if head.Size < *minSize {
		fail("the signed tree has %d leaves, fewer than %d", head.Size, *minSize)
	}
	fmt.Printf("checkpoint verified: %s, %d leaves, root %x\n", head.Origin, head.Size, head.Root)

	checked := uint64(0)
	var patients []string
	for i := uint64(0); i < *samples && i < head.Size; i++ {
		index := i * (head.Size - 1) / max(*samples-1, 1)
		if id := patientOf(c.checkLeaf(head, index)); id != "" && len(patients) < *histories && !slices.Contains(patients, id) {
			patients = append(patients, id)
		}
		checked++
	}
	fmt.Printf("inclusion proofs verified and leaves recomputed from the export: %d\n", checked)
	if len(patients) < min(*histories, 1) {
		fail("no patient among the sampled events: no history to verify")
	}
	entries := 0
	for _, id := range patients {
		entries += c.checkHistory(id, head, verifiers)
	}
	printHistoryChecks(entries, len(patients))
	if *witnessKey != "" {
		if *cosignedSize == 0 {
			usage("-witness-key needs -cosigned-size")
		}
		c.checkCosignature(*cosignedSize, *witnessKey, verifier)
	}

	consistent := 0
	for size := uint64(1); size < head.Size; size = size*3 + 1 {
		c.checkConsistencyAt(size, head)
		consistent++
	}
	if *previous != "" {
		saved, err := os.ReadFile(*previous)
		if err != nil {
			usage("cannot read %s", *previous)
		}
		c.checkConsistency(openCheckpoint(string(saved), verifiers), head)
		consistent++
		fmt.Printf("the saved checkpoint is a prefix of the new one\n")
	}
	fmt.Printf("consistency proofs verified: %d\n", consistent)
	if *save != "" {
		if err := os.WriteFile(*save, []byte(head.Note), 0o644); err != nil {
			usage("cannot write %s", *save)
		}
	}
	fmt.Println("OK")
}

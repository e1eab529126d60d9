package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"
)

type historyAnswer struct {
	Data []struct {
		Revision       uint64    `json:"revision"`
		InclusionProof inclusion `json:"inclusion_proof"`
	} `json:"data"`
	Checkpoint struct {
		TreeSize uint64 `json:"tree_size"`
		RootHash string `json:"root_hash"`
		Note     string `json:"note"`
	} `json:"checkpoint"`
}

// exportedEvent reads the event at a position from the NDJSON audit export: its raw line and its place.
func (c *client) exportedEvent(position uint64) ([]byte, string, uint64) {
	if position == 0 {
		usage("position 0 cannot be exported")
	}
	after := strconv.FormatUint(position-1, 10)
	line := bytes.TrimSpace(c.do("GET", "/audit/events?limit=1&after="+url.QueryEscape(after), nil, "application/x-ndjson", nil))
	var event struct {
		Position uint64 `json:"position"`
		StreamID string `json:"stream_id"`
		Revision uint64 `json:"revision"`
	}
	if json.Unmarshal(line, &event) != nil || event.Position != position {
		fail("the export has no event at position %d", position)
	}
	return line, event.StreamID, event.Revision
}

// checkHistory asks a patient's history with its inclusion proofs and checks every entry against the
// signed checkpoint the answer names: its signature, each proof, each leaf recomputed from the export
// and belonging to that patient at that revision, and that checkpoint extending the verified head.
func (c *client) checkHistory(patientID string, head checkpoint, verifiers note.Verifiers) int {
	var answer historyAnswer
	raw := c.do("GET", "/patients/"+url.PathEscape(patientID)+"/history?include=inclusion_proof&limit=100", nil, "application/json", nil)
	if err := json.Unmarshal(raw, &answer); err != nil || len(answer.Data) == 0 {
		fail("the history of %s with proofs is not an answer with entries", patientID)
	}
	named := openCheckpoint(answer.Checkpoint.Note, verifiers)
	if named.Size != answer.Checkpoint.TreeSize || answer.Checkpoint.RootHash != base64.StdEncoding.EncodeToString(named.Root) {
		fail("the history's checkpoint fields disagree with its signed note")
	}
	for _, entry := range answer.Data {
		p := entry.InclusionProof
		if p.TreeSize != named.Size {
			fail("a history entry is proven into size %d, not the named checkpoint's %d", p.TreeSize, named.Size)
		}
		leaf := decodeAll([]string{p.LeafHash})[0]
		if err := proof.VerifyInclusion(rfc6962.DefaultHasher, p.LeafIndex, p.TreeSize, leaf, decodeAll(p.InclusionPath), named.Root); err != nil {
			fail("history entry %d of %s is not in the signed tree: %v", entry.Revision, patientID, err)
		}
		line, stream, revision := c.exportedEvent(p.Position)
		if stream != "patient-"+patientID || revision != entry.Revision {
			fail("the proof of revision %d of %s leads to another event", entry.Revision, patientID)
		}
		if !bytes.Equal(rfc6962.DefaultHasher.HashLeaf(canonical(line)), leaf) {
			fail("the event at position %d does not hash to its history proof's leaf", p.Position)
		}
	}
	refuseTamperedProof(answer.Data[0].InclusionProof, named)
	if named.Size > head.Size {
		c.checkConsistency(head, named)
	}
	return len(answer.Data)
}

// refuseTamperedProof is the verifier checking itself: one flipped bit in a proof must not verify.
func refuseTamperedProof(p inclusion, named checkpoint) {
	path := decodeAll(p.InclusionPath)
	leaf := decodeAll([]string{p.LeafHash})[0]
	if len(path) == 0 {
		leaf[0] ^= 1
	} else {
		path[0][0] ^= 1
	}
	if proof.VerifyInclusion(rfc6962.DefaultHasher, p.LeafIndex, p.TreeSize, leaf, path, named.Root) == nil {
		fail("a tampered inclusion proof verified")
	}
}

// patientOf names the patient of an exported event's stream, or "" for other streams.
func patientOf(stream string) string {
	id, ok := strings.CutPrefix(stream, "patient-")
	if !ok {
		return ""
	}
	return id
}

func printHistoryChecks(checked, patients int) {
	fmt.Printf("history answers verified: %d entries of %d patients, each proven into the checkpoint it names\n", checked, patients)
}

package main

import (
	"crypto/rand"
	"fmt"
	"strings"
	"time"

	formats "github.com/transparency-dev/formats/note"
	"golang.org/x/mod/sumdb/note"
)

// checkCosignature fetches the signed head of the size a witness cosigned and checks, with
// transparency-dev/formats' cosignature/v1 verifier, that the service serves the witness's line: it
// verifies, its timestamp is sane, and neither another key of the same name nor a changed byte passes.
func (c *client) checkCosignature(size uint64, witnessKey string, logVerifier note.Verifier) {
	witness, err := formats.NewVerifierForCosignatureV1(witnessKey)
	if err != nil {
		usage("-witness-key is not a cosignature/v1 verifier key: %v", err)
	}
	var served struct {
		Note string `json:"note"`
	}
	c.do("GET", fmt.Sprintf("/audit/checkpoints?tree_size=%d", size), nil, "application/json", &served)
	n, err := note.Open([]byte(served.Note), note.VerifierList(logVerifier, witness))
	if err != nil {
		fail("the cosigned checkpoint of size %d does not open: %v", size, err)
	}
	var cosignature *note.Signature
	for i := range n.Sigs {
		if n.Sigs[i].Name == witness.Name() && n.Sigs[i].Hash == witness.KeyHash() {
			cosignature = &n.Sigs[i]
		}
	}
	if cosignature == nil {
		fail("the checkpoint of size %d carries no valid cosignature/v1 of %s", size, witness.Name())
	}
	at, err := formats.CoSigV1Timestamp(*cosignature)
	if err != nil || at.Before(time.Now().Add(-24*time.Hour)) || at.After(time.Now().Add(10*time.Minute)) {
		fail("the cosignature's timestamp %v is not from today", at)
	}
	fmt.Printf("witness cosignature/v1 verified: %s cosigned size %d at %s\n", witness.Name(), size, at.UTC().Format(time.RFC3339))

	// Another key under the same name: its key hash differs, so the line is not counted as its signature.
	_, stranger, err := note.GenerateKey(rand.Reader, witness.Name())
	if err != nil {
		usage("%v", err)
	}
	strangerVerifier, _ := formats.NewVerifierForCosignatureV1(stranger)
	if m, err := note.Open([]byte(served.Note), note.VerifierList(logVerifier, strangerVerifier)); err == nil {
		for _, s := range m.Sigs {
			if s.Name == witness.Name() {
				fail("a cosignature verified under a key the witness does not hold")
			}
		}
	}
	// One changed character of the witness's line must not verify.
	line := "\u2014 " + cosignature.Name + " " + cosignature.Base64
	tampered := []byte(cosignature.Base64)
	tampered[20] ^= 1
	changed := strings.Replace(served.Note, line, "\u2014 "+cosignature.Name+" "+string(tampered), 1)
	if m, err := note.Open([]byte(changed), note.VerifierList(logVerifier, witness)); err == nil {
		for _, s := range m.Sigs {
			if s.Name == witness.Name() {
				fail("a tampered cosignature verified")
			}
		}
	}
	fmt.Println("a cosignature by another key and a tampered one are refused")
}

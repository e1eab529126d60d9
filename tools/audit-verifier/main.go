// Command audit-verifier checks a running service's transparency log with
// code that is not the service's: the signed tree head with
// golang.org/x/mod/sumdb/note, inclusion and consistency proofs with
// github.com/transparency-dev/merkle (RFC 6962/9162 hashing), witness
// cosignatures with github.com/transparency-dev/formats (C2SP
// cosignature/v1), history answers' inclusion proofs, and, for the sampled
// events, the leaf hash recomputed from the event as exported.
// Exit status 0 when everything verifies, 1 on any mismatch, 2 on bad use.
package main

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
)

type client struct {
	base  string
	token string
	http  *http.Client
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "MISMATCH: "+format+"\n", args...)
	os.Exit(1)
}

func usage(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "audit-verifier: "+format+"\n", args...)
	os.Exit(2)
}

func newClient(base, caFile string) *client {
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if caFile != "" {
		pem, err := os.ReadFile(caFile)
		if err != nil || !pool.AppendCertsFromPEM(pem) {
			usage("cannot read the CA file %s", caFile)
		}
	}
	transport := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}
	return &client{base: strings.TrimRight(base, "/"), http: &http.Client{Transport: transport}}
}

// get fetches a path and returns the raw body; the envelope's data is decoded into out when given.
func (c *client) do(method, path string, body []byte, accept string, out any) []byte {
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		usage("%v", err)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", accept)
	res, err := c.http.Do(req)
	if err != nil {
		usage("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode/100 != 2 {
		usage("%s %s answered %d: %s", method, path, res.StatusCode, raw)
	}
	if out != nil {
		envelope := struct {
			Data json.RawMessage `json:"data"`
		}{}
		if err := json.Unmarshal(raw, &envelope); err != nil || json.Unmarshal(envelope.Data, out) != nil {
			usage("%s %s: not the success envelope", method, path)
		}
	}
	return raw
}

type checkpoint struct {
	Origin string
	Size   uint64
	Root   []byte
	Note   string
}

// openCheckpoint verifies the note signature and parses the C2SP checkpoint body.
func openCheckpoint(text string, verifiers note.Verifiers) checkpoint {
	n, err := note.Open([]byte(text), verifiers)
	if err != nil {
		fail("the checkpoint's signature does not verify: %v", err)
	}
	lines := strings.Split(n.Text, "\n")
	if len(lines) < 4 {
		fail("the checkpoint body is not origin, size, root")
	}
	size, err := strconv.ParseUint(lines[1], 10, 64)
	root, err2 := base64.StdEncoding.DecodeString(lines[2])
	if err != nil || err2 != nil || len(root) != 32 {
		fail("the checkpoint body is not origin, size, root")
	}
	return checkpoint{Origin: lines[0], Size: size, Root: root, Note: text}
}

func decodeAll(values []string) [][]byte {
	out := make([][]byte, len(values))
	for i, v := range values {
		b, err := base64.StdEncoding.DecodeString(v)
		if err != nil {
			fail("a proof hash is not base64")
		}
		out[i] = b
	}
	return out
}

// canonical writes a JSON value with sorted keys, no spaces and numbers as written: the leaf's bytes.
func canonical(raw []byte) []byte {
	decoder := json.NewDecoder(bytes.NewReader(raw))
	decoder.UseNumber()
	var value any
	if err := decoder.Decode(&value); err != nil {
		fail("an exported event is not JSON: %v", err)
	}
	var out bytes.Buffer
	encoder := json.NewEncoder(&out)
	encoder.SetEscapeHTML(false)
	if err := encoder.Encode(value); err != nil {
		fail("%v", err)
	}
	return unescapeLineSeparators(bytes.TrimRight(out.Bytes(), "\n"))
}

// unescapeLineSeparators undoes encoding/json's \u2028 and \u2029 escapes, which it writes even
// without HTML escaping, where JSON.stringify (the service's canonical form) writes the characters
// themselves. An escape preceded by an odd number of backslashes is a real one; after an even
// number it is text ("\\u2028") and stays.
func unescapeLineSeparators(in []byte) []byte {
	if !bytes.Contains(in, []byte(`\u202`)) {
		return in
	}
	out := make([]byte, 0, len(in))
	for i := 0; i < len(in); i++ {
		if in[i] == '\\' && i+5 < len(in) && in[i+1] == 'u' && string(in[i+2:i+5]) == "202" &&
			(in[i+5] == '8' || in[i+5] == '9') {
			if in[i+5] == '8' {
				out = append(out, "\u2028"...)
			} else {
				out = append(out, "\u2029"...)
			}
			i += 5
			continue
		}
		out = append(out, in[i])
		if in[i] == '\\' && i+1 < len(in) {
			i++
			out = append(out, in[i])
		}
	}
	return out
}

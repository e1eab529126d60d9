package main

import "testing"

// The service's canonical JSON is JSON.stringify's: U+2028 and U+2029 written as themselves.
func TestCanonicalKeepsLineSeparatorsAsTheServiceWritesThem(t *testing.T) {
	cases := map[string]string{
		`{"b":"x\u2028y","a":"\u2029"}`:     "{\"a\":\"\u2029\",\"b\":\"x\u2028y\"}",
		"{\"a\":\"raw \u2028 \u2029\"}":     "{\"a\":\"raw \u2028 \u2029\"}",
		`{"a":"\\u2028 is text, \\\u2028"}`: "{\"a\":\"\\\\u2028 is text, \\\\\u2028\"}",
		`{"a":1.50,"b":[true,null]}`:        `{"a":1.50,"b":[true,null]}`,
	}
	for in, want := range cases {
		if got := string(canonical([]byte(in))); got != want {
			t.Errorf("canonical(%q) = %q, want %q", in, got, want)
		}
	}
}

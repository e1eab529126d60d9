package main

import (
	_ "github.com/transparency-dev/merkle/proof"
	_ "github.com/transparency-dev/merkle/rfc6962"
	_ "golang.org/x/mod/sumdb/note"
)

func main() {}

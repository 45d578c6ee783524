package redaction

import (
	"flag"
	"testing"
)

func TestNoStructShowsASecret(t *testing.T) {
	secrets := CheckNoSecretShows(t, registry...)
	if run := flag.Lookup("test.run"); secrets < 20 && (run == nil || run.Value.String() == "") {
		t.Errorf("only %d secret markers were set: the secrets are not found by their members", secrets)
	}
}

package main

import (
	"bytes"
	"context"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/sshcerts"
)

func TestRunOnTheEmbeddedServer(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, false))
	text := out.String()
	assert.Contains(t, text, "Using an embedded server")
	assert.Regexp(t, regexp.MustCompile(`(?m)^Created the SSH CA sshca_\w+ \(ed25519\)\.$`), text)
	assert.Regexp(t, regexp.MustCompile(`(?m)^Issued the user certificate sucrt_\w+ for \["deploy"\], valid until \S+\.$`), text)
	assert.Contains(t, text, `Signed in to a local SSH server that trusts the CA, as "deploy".`)
	assert.Contains(t, text, `The server refused the certificate for "root"`)
	assert.Regexp(t, regexp.MustCompile(`Deleted the user certificate\.\nDeleted the SSH CA\.\n$`), text)
}

// TestRunAgainstAnAPI runs the real-API path against an ingresstest
// server standing in for the API, and checks that it left nothing behind.
func TestRunAgainstAnAPI(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	t.Setenv(ingress.EnvAPIKey, srv.APIKey)
	t.Setenv(ingress.EnvAPIURL, srv.URL)

	var out bytes.Buffer
	require.NoError(t, run(t.Context(), &out, true))
	assert.Contains(t, out.String(), "Using the API at "+srv.URL)
	assert.Contains(t, out.String(), "Deleted the SSH CA.")

	certs := sshcerts.NewClient(srv.Client())
	cas := certs.Authorities.List(t.Context(), nil)
	assert.False(t, cas.Next(), "no authority is left")
	require.NoError(t, cas.Err())
	ucs := certs.UserCertificates.List(t.Context(), nil)
	assert.False(t, ucs.Next(), "no certificate is left")
	require.NoError(t, ucs.Err())
}

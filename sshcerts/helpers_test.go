package sshcerts_test

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sshcerts"
)

// testNow is the fixed clock of servers started with newFixedServer.
var testNow = time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)

// newFixedServer starts a server with the clock stopped at testNow, and
// returns it with a client as its admin and one that skips client-side
// validation.
func newFixedServer(t *testing.T) (srv *ingresstest.Server, c, raw *sshcerts.Client) {
	t.Helper()
	return testkit.Start(t, sshcerts.NewClient, ingresstest.WithClock(func() time.Time { return testNow }))
}

// keyPair is an SSH key pair: its signer and its public key in
// authorized-keys format.
type keyPair struct {
	signer     ssh.Signer
	authorized string
}

// newKeyPair generates a key pair of the given type.
func newKeyPair(t *testing.T, keyType sshcerts.KeyType) keyPair {
	t.Helper()
	var (
		priv any
		err  error
	)
	switch keyType {
	case sshcerts.KeyTypeED25519:
		_, priv, err = ed25519.GenerateKey(rand.Reader)
	case sshcerts.KeyTypeECDSA:
		priv, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	case sshcerts.KeyTypeRSA:
		priv, err = rsa.GenerateKey(rand.Reader, 2048)
	}
	require.NoError(t, err)
	signer, err := ssh.NewSignerFromKey(priv)
	require.NoError(t, err)
	return keyPair{signer: signer, authorized: string(bytes.TrimSpace(ssh.MarshalAuthorizedKey(signer.PublicKey())))}
}

// newAuthority creates an ed25519 authority.
func newAuthority(t *testing.T, c *sshcerts.Client) *sshcerts.Authority {
	t.Helper()
	ca, err := c.Authorities.Create(t.Context(), &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	require.NoError(t, err)
	return ca
}

// trusting returns a certificate checker that trusts only the authority
// and reads the time from now.
func trusting(t *testing.T, ca *sshcerts.Authority, now time.Time) *ssh.CertChecker {
	t.Helper()
	caKey, err := sshcerts.ParsePublicKey(ca.PublicKey)
	require.NoError(t, err)
	isCA := func(auth ssh.PublicKey) bool { return bytes.Equal(auth.Marshal(), caKey.Marshal()) }
	return &ssh.CertChecker{
		IsUserAuthority:          isCA,
		IsHostAuthority:          func(auth ssh.PublicKey, _ string) bool { return isCA(auth) },
		SupportedCriticalOptions: []string{sshcerts.OptionForceCommand, sshcerts.OptionSourceAddress},
		Clock:                    func() time.Time { return now },
	}
}

// conn is the metadata of an SSH connection by user from addr.
type conn struct {
	user string
	addr net.Addr
}

func (c conn) User() string          { return c.user }
func (c conn) SessionID() []byte     { return []byte("session") }
func (c conn) ClientVersion() []byte { return []byte("SSH-2.0-client") }
func (c conn) ServerVersion() []byte { return []byte("SSH-2.0-server") }
func (c conn) RemoteAddr() net.Addr  { return c.addr }
func (c conn) LocalAddr() net.Addr   { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 22} }

// from returns the address of a client at ip.
func from(ip string) net.Addr { return &net.TCPAddr{IP: net.ParseIP(ip), Port: 50000} }

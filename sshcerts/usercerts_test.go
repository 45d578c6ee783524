package sshcerts_test

import (
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/sshcerts"
)

func TestUserCertificateRoundTrip(t *testing.T) {
	srv, c, _ := newFixedServer(t)
	ctx := t.Context()
	ca := newAuthority(t, c)
	user := newKeyPair(t, sshcerts.KeyTypeED25519)

	created, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: user.authorized, Description: new("alice"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "sucrt_"), created.ID)
	assert.Equal(t, srv.URL+"/ssh_user_certificates/"+created.ID, created.URI)
	assert.Equal(t, "alice", created.Description)
	assert.Equal(t, "m", created.Metadata)
	assert.Equal(t, ca.ID, created.AuthorityID)
	assert.Equal(t, user.authorized, created.PublicKey)
	assert.Equal(t, sshcerts.KeyTypeED25519, created.KeyType)
	assert.Equal(t, []string{}, created.Principals, "no principals: any user")
	assert.Equal(t, map[string]string{}, created.CriticalOptions)
	assert.Equal(t, map[string]string{"permit-pty": "", "permit-user-rc": ""}, created.Extensions)
	assert.Equal(t, testNow, created.ValidAfter, "valid from now by default")
	assert.Equal(t, testNow.Add(24*time.Hour), created.ValidUntil, "for 24 hours by default")

	cert, err := sshcerts.ParseCertificate(created.Certificate)
	require.NoError(t, err)
	assert.Equal(t, uint32(ssh.UserCert), cert.CertType)
	assert.Equal(t, created.ID, cert.KeyId)
	assert.Equal(t, user.signer.PublicKey().Marshal(), cert.Key.Marshal())
	assert.Empty(t, cert.ValidPrincipals)
	assert.Empty(t, cert.CriticalOptions)
	assert.Equal(t, sshcerts.DefaultExtensions(), cert.Extensions)
	assert.Equal(t, uint64(testNow.Unix()), cert.ValidAfter)
	assert.Equal(t, uint64(testNow.Add(24*time.Hour).Unix()), cert.ValidBefore)

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, wire.SSHUserCertificates.Path+"/"+created.ID, nil, &raw))
	assert.Equal(t, map[string]any{}, raw["critical_options"], "no critical options read back as {}")
	assert.Equal(t, []any{}, raw["principals"])

	got, err := c.UserCertificates.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	second, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: user.authorized})
	require.NoError(t, err)
	var ids []string
	for uc, err := range c.UserCertificates.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, uc.ID)
	}
	assert.Equal(t, []string{second.ID, created.ID}, ids)

	updated, err := c.UserCertificates.Update(ctx, created.ID, &sshcerts.UserCertificateUpdateParams{Metadata: new("n")})
	require.NoError(t, err)
	assert.Equal(t, "alice", updated.Description)
	assert.Equal(t, "n", updated.Metadata)
	assert.Equal(t, created.Certificate, updated.Certificate, "an update does not reissue")

	require.NoError(t, c.UserCertificates.Delete(ctx, created.ID))
	_, err = c.UserCertificates.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
}

func TestUserCertificateOptionsAreEnforced(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca := newAuthority(t, c)
	other := newAuthority(t, c)
	user := newKeyPair(t, sshcerts.KeyTypeRSA)
	params := &sshcerts.UserCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: user.authorized, Principals: []string{"deploy", "root"},
		CriticalOptions: map[string]string{
			sshcerts.OptionForceCommand:  "/usr/bin/deploy",
			sshcerts.OptionSourceAddress: "10.0.0.0/8,192.0.2.7",
		},
		Extensions: map[string]string{"permit-port-forwarding": ""},
	}
	uc, err := c.UserCertificates.Create(ctx, params)
	require.NoError(t, err)
	assert.Equal(t, sshcerts.KeyTypeRSA, uc.KeyType)
	assert.Equal(t, params.CriticalOptions, uc.CriticalOptions)
	assert.Equal(t, map[string]string{"permit-port-forwarding": ""}, uc.Extensions, "given extensions replace the defaults")

	cert, err := sshcerts.ParseCertificate(uc.Certificate)
	require.NoError(t, err)
	assert.Equal(t, params.CriticalOptions, cert.CriticalOptions)
	assert.Equal(t, params.Extensions, cert.Extensions)

	now := time.Now()
	perms, err := trusting(t, ca, now).Authenticate(conn{"deploy", from("10.1.2.3")}, cert)
	require.NoError(t, err)
	assert.Equal(t, "/usr/bin/deploy", perms.CriticalOptions[sshcerts.OptionForceCommand])
	_, err = trusting(t, ca, now).Authenticate(conn{"root", from("192.0.2.7")}, cert)
	require.NoError(t, err)

	_, err = trusting(t, ca, now).Authenticate(conn{"alice", from("10.1.2.3")}, cert)
	assert.ErrorContains(t, err, "principal")
	_, err = trusting(t, other, now).Authenticate(conn{"deploy", from("10.1.2.3")}, cert)
	assert.ErrorContains(t, err, "unrecognized authority")
	_, err = trusting(t, ca, now.Add(25*time.Hour)).Authenticate(conn{"deploy", from("10.1.2.3")}, cert)
	assert.ErrorContains(t, err, "expired")

	none, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: user.authorized, Extensions: map[string]string{},
	})
	require.NoError(t, err)
	assert.Equal(t, map[string]string{}, none.Extensions, "an empty map permits nothing")
	cert, err = sshcerts.ParseCertificate(none.Certificate)
	require.NoError(t, err)
	assert.Empty(t, cert.Extensions)
}

func TestUserCertificateRefusesBadInput(t *testing.T) {
	_, c, raw := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca := newAuthority(t, c)
	key := newKeyPair(t, sshcerts.KeyTypeECDSA).authorized
	tests := map[string]struct {
		critical, extensions map[string]string
		field, want          string
	}{
		"unknown option":       {map[string]string{"permit-pty": ""}, nil, "critical_options", `"permit-pty" is not a critical option`},
		"verify-required":      {map[string]string{"verify-required": ""}, nil, "critical_options", `"verify-required" is not a critical option`},
		"empty command":        {map[string]string{sshcerts.OptionForceCommand: " "}, nil, "critical_options.force-command", "must name a command"},
		"bad source":           {map[string]string{sshcerts.OptionSourceAddress: "10.0.0.0/8,example.com"}, nil, "critical_options.source-address", `"example.com"`},
		"source with spaces":   {map[string]string{sshcerts.OptionSourceAddress: "10.0.0.1, 10.0.0.2"}, nil, "critical_options.source-address", `" 10.0.0.2"`},
		"empty source":         {map[string]string{sshcerts.OptionSourceAddress: ""}, nil, "critical_options.source-address", `got ""`},
		"empty extension name": {nil, map[string]string{"": "x"}, "extensions", `"" is not an extension name`},
		"spaced extension":     {nil, map[string]string{"permit pty": ""}, "extensions", `"permit pty" is not an extension name`},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			params := &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, CriticalOptions: tt.critical, Extensions: tt.extensions}
			_, err := c.UserCertificates.Create(ctx, params)
			testkit.RequireValidationContains(t, err, tt.field, tt.want)
			_, err = raw.UserCertificates.Create(ctx, params)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, tt.field+": ")
		})
	}

	after := time.Now().Add(time.Hour)
	backwards := &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key, ValidAfter: &after, ValidUntil: new(after.Add(-time.Second))}
	_, err := c.UserCertificates.Create(ctx, backwards)
	testkit.RequireValidationContains(t, err, "valid_until", "must be after valid_after")
	_, err = raw.UserCertificates.Create(ctx, backwards)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "valid_until: ")

	_, err = c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: "sshca_missing", PublicKey: key})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeUserAuthorityMissing, "sshca_missing")
	_, err = c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: "ssh-rsa"})
	testkit.RequireValidationContains(t, err, "public_key", "authorized-keys format")

	uc, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: key})
	require.NoError(t, err)
	update := &sshcerts.UserCertificateUpdateParams{Metadata: new(strings.Repeat("m", 4097))}
	_, err = c.UserCertificates.Update(ctx, uc.ID, update)
	testkit.RequireValidationContains(t, err, "metadata", "4096 bytes")
	_, err = raw.UserCertificates.Update(ctx, uc.ID, update)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "metadata: ")
}

// TestCertificatesSignInOverSSH runs SSH handshakes in which the server
// proves itself with a host certificate and the client signs in with a
// user certificate, both signed by one authority that each side trusts.
func TestCertificatesSignInOverSSH(t *testing.T) {
	_, c, _ := testkit.Start(t, sshcerts.NewClient)
	ctx := t.Context()
	ca, err := c.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP256)})
	require.NoError(t, err)
	host, user := newKeyPair(t, sshcerts.KeyTypeED25519), newKeyPair(t, sshcerts.KeyTypeECDSA)
	hc, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: host.authorized, Principals: []string{"db.example.com"}})
	require.NoError(t, err)
	hostSigner := certSigner(t, hc.Certificate, host)
	checker := trusting(t, ca, time.Now())
	userCert := func(t *testing.T, critical map[string]string) ssh.Signer {
		uc, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
			AuthorityID: ca.ID, PublicKey: user.authorized, Principals: []string{"deploy"}, CriticalOptions: critical,
		})
		require.NoError(t, err)
		return certSigner(t, uc.Certificate, user)
	}

	t.Run("defaults", func(t *testing.T) {
		perms, err := handshake(t, checker, hostSigner, userCert(t, nil), "deploy")
		require.NoError(t, err)
		assert.Equal(t, sshcerts.DefaultExtensions(), perms.Extensions)
	})
	t.Run("source address that matches", func(t *testing.T) {
		perms, err := handshake(t, checker, hostSigner, userCert(t, map[string]string{sshcerts.OptionSourceAddress: "192.0.2.0/24,127.0.0.1"}), "deploy")
		require.NoError(t, err)
		assert.Equal(t, "192.0.2.0/24,127.0.0.1", perms.CriticalOptions[sshcerts.OptionSourceAddress])
	})
	t.Run("source address that does not match", func(t *testing.T) {
		_, err := handshake(t, checker, hostSigner, userCert(t, map[string]string{sshcerts.OptionSourceAddress: "10.0.0.0/8"}), "deploy")
		require.Error(t, err)
	})
	t.Run("another principal", func(t *testing.T) {
		_, err := handshake(t, checker, hostSigner, userCert(t, nil), "root")
		require.Error(t, err)
	})
}

// handshake connects over loopback TCP a client signing in as user with
// userSigner to a server presenting hostSigner, both trusting what checker
// trusts, and returns the permissions the server granted.
func handshake(t *testing.T, checker *ssh.CertChecker, hostSigner, userSigner ssh.Signer, user string) (*ssh.Permissions, error) {
	t.Helper()
	serverConfig := &ssh.ServerConfig{PublicKeyCallback: checker.Authenticate}
	serverConfig.AddHostKey(hostSigner)
	clientConfig := &ssh.ClientConfig{User: user, Auth: []ssh.AuthMethod{ssh.PublicKeys(userSigner)}, HostKeyCallback: checker.CheckHostKey}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	type result struct {
		perms *ssh.Permissions
		err   error
	}
	done := make(chan result, 1)
	go func() {
		nc, err := ln.Accept()
		if err != nil {
			done <- result{nil, err}
			return
		}
		defer nc.Close()
		nc.SetDeadline(time.Now().Add(30 * time.Second))
		conn, chans, reqs, err := ssh.NewServerConn(nc, serverConfig)
		if err != nil {
			done <- result{nil, err}
			return
		}
		go ssh.DiscardRequests(reqs)
		go func() {
			for ch := range chans {
				ch.Reject(ssh.Prohibited, "no channels")
			}
		}()
		done <- result{conn.Permissions, nil}
		conn.Wait()
	}()

	nc, err := net.DialTimeout("tcp", ln.Addr().String(), 5*time.Second)
	require.NoError(t, err)
	defer nc.Close()
	require.NoError(t, nc.SetDeadline(time.Now().Add(30*time.Second)))
	client, _, _, clientErr := ssh.NewClientConn(nc, "db.example.com:22", clientConfig)
	if clientErr == nil {
		defer client.Close()
	}
	server := <-done
	if server.err != nil {
		return nil, server.err
	}
	return server.perms, clientErr
}

// certSigner returns a signer that presents the certificate for the key
// pair.
func certSigner(t *testing.T, certificate string, pair keyPair) ssh.Signer {
	t.Helper()
	cert, err := sshcerts.ParseCertificate(certificate)
	require.NoError(t, err)
	signer, err := ssh.NewCertSigner(cert, pair.signer)
	require.NoError(t, err)
	return signer
}

// Command sshcerts creates an SSH certificate authority, has it issue a
// user certificate for a key generated on the spot, and verifies the
// certificate with golang.org/x/crypto/ssh: it signs in with it to a
// local SSH server that trusts the authority, and shows that the server
// refuses a user the certificate does not name.
//
//	go run ./examples/sshcerts
//
// With NGROK_API_KEY unset it runs against the embedded server of package
// ingresstest. With NGROK_API_KEY set (and optionally NGROK_API_URL) it
// runs against that API. Either way it deletes what it created before it
// exits.
package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/sshcerts"
)

// principal is the user name the certificate lets its holder sign in as.
const principal = "deploy"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Stdout, os.Getenv(ingress.EnvAPIKey) != ""); err != nil {
		fmt.Fprintln(os.Stderr, "sshcerts:", err)
		os.Exit(1)
	}
}

// run issues and verifies a user certificate, against the API named by
// the environment when realAPI is set, or else against an embedded server.
func run(ctx context.Context, out io.Writer, realAPI bool) (err error) {
	var client *ingress.Client
	if realAPI {
		if client, err = ingress.NewClient(ingress.FromEnv()); err != nil {
			return err
		}
		fmt.Fprintf(out, "Using the API at %s (%s is set).\n", client.BaseURL(), ingress.EnvAPIKey)
	} else {
		srv := ingresstest.NewServer()
		defer srv.Close()
		client = srv.Client()
		fmt.Fprintf(out, "Using an embedded server (%s is not set).\n", ingress.EnvAPIKey)
	}
	certs := sshcerts.NewClient(client)

	ca, err := certs.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{
		Description:    new("examples/sshcerts"),
		PrivateKeyType: sshcerts.KeyTypeED25519,
	})
	if err != nil {
		return fmt.Errorf("creating the SSH CA: %w", err)
	}
	// Certificates first, then the authority: the API refuses to delete an
	// authority whose certificates still exist.
	defer cleanup(&err, out, "the SSH CA", func() error { return certs.Authorities.Delete(context.WithoutCancel(ctx), ca.ID) })
	fmt.Fprintf(out, "Created the SSH CA %s (%s).\n", ca.ID, ca.KeyType)

	userKey, err := newSigner()
	if err != nil {
		return err
	}
	uc, err := certs.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID: ca.ID,
		PublicKey:   string(bytes.TrimSpace(ssh.MarshalAuthorizedKey(userKey.PublicKey()))),
		Principals:  []string{principal},
		ValidUntil:  new(time.Now().Add(time.Hour)),
		Description: new("examples/sshcerts"),
	})
	if err != nil {
		return fmt.Errorf("issuing the user certificate: %w", err)
	}
	defer cleanup(&err, out, "the user certificate", func() error { return certs.UserCertificates.Delete(context.WithoutCancel(ctx), uc.ID) })
	fmt.Fprintf(out, "Issued the user certificate %s for %q, valid until %s.\n", uc.ID, uc.Principals, uc.ValidUntil.Format(time.RFC3339))

	cert, err := sshcerts.ParseCertificate(uc.Certificate)
	if err != nil {
		return err
	}
	caKey, err := sshcerts.ParsePublicKey(ca.PublicKey)
	if err != nil {
		return err
	}
	certSigner, err := ssh.NewCertSigner(cert, userKey)
	if err != nil {
		return err
	}
	if err := signIn(ctx, caKey, certSigner, principal); err != nil {
		return fmt.Errorf("signing in as %q with the certificate: %w", principal, err)
	}
	fmt.Fprintf(out, "Signed in to a local SSH server that trusts the CA, as %q.\n", principal)
	if err := signIn(ctx, caKey, certSigner, "root"); err == nil {
		return errors.New(`the server let the certificate sign in as "root", which it does not name`)
	}
	fmt.Fprintln(out, `The server refused the certificate for "root", which it does not name.`)
	return nil
}

// cleanup runs del and reports it, keeping the first error of run.
func cleanup(err *error, out io.Writer, what string, del func() error) {
	if delErr := del(); delErr != nil {
		*err = errors.Join(*err, fmt.Errorf("deleting %s: %w", what, delErr))
		return
	}
	fmt.Fprintf(out, "Deleted %s.\n", what)
}

// newSigner generates an ed25519 key pair.
func newSigner() (ssh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	return ssh.NewSignerFromKey(priv)
}

// signIn starts an SSH server on loopback that accepts users whose
// certificates caKey signed, and signs in to it as user with signer.
func signIn(ctx context.Context, caKey ssh.PublicKey, signer ssh.Signer, user string) error {
	hostKey, err := newSigner()
	if err != nil {
		return err
	}
	checker := &ssh.CertChecker{
		IsUserAuthority: func(auth ssh.PublicKey) bool { return bytes.Equal(auth.Marshal(), caKey.Marshal()) },
	}
	serverConfig := &ssh.ServerConfig{PublicKeyCallback: checker.Authenticate}
	serverConfig.AddHostKey(hostKey)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	served := make(chan error, 1)
	go func() { served <- serveOne(ln, serverConfig) }()

	var dialer net.Dialer
	conn, err := dialer.DialContext(ctx, "tcp", ln.Addr().String())
	if err != nil {
		return err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	clientConfig := &ssh.ClientConfig{
		User:            user,
		Auth:            []ssh.AuthMethod{ssh.PublicKeys(signer)},
		HostKeyCallback: ssh.FixedHostKey(hostKey.PublicKey()),
	}
	sshConn, _, _, err := ssh.NewClientConn(conn, ln.Addr().String(), clientConfig)
	if err != nil {
		<-served
		return err
	}
	sshConn.Close()
	return <-served
}

// serveOne accepts one connection, completes the SSH handshake on it and
// hangs up.
func serveOne(ln net.Listener, config *ssh.ServerConfig) error {
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	sshConn, chans, reqs, err := ssh.NewServerConn(conn, config)
	if err != nil {
		return err
	}
	go ssh.DiscardRequests(reqs)
	go func() {
		for ch := range chans {
			ch.Reject(ssh.Prohibited, "this server runs no sessions")
		}
	}()
	sshConn.Close()
	return nil
}

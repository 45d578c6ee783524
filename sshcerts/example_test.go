package sshcerts_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"log"
	"strings"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/sshcerts"
)

// publicKey returns the authorized-keys line of a new ed25519 key, as a
// host's /etc/ssh/ssh_host_ed25519_key.pub or a user's
// ~/.ssh/id_ed25519.pub would hold it.
func publicKey() string {
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		log.Fatal(err)
	}
	key, err := ssh.NewPublicKey(pub)
	if err != nil {
		log.Fatal(err)
	}
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}

func ExampleAuthorityClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	certs := sshcerts.NewClient(srv.Client())

	ca, err := certs.Authorities.Create(context.Background(), &sshcerts.AuthorityCreateParams{
		Description:    new("production hosts"),
		PrivateKeyType: sshcerts.KeyTypeECDSA,
		EllipticCurve:  new(sshcerts.CurveP256),
	})
	if err != nil {
		log.Fatal(err)
	}
	// Trust ca.PublicKey in sshd_config (TrustedUserCAKeys) or known_hosts
	// (@cert-authority).
	key, err := sshcerts.ParsePublicKey(ca.PublicKey)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ca.Description, ca.KeyType, key.Type())
	// Output:
	// production hosts ecdsa ecdsa-sha2-nistp256
}

func ExampleHostCertificateClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	certs := sshcerts.NewClient(srv.Client())
	ctx := context.Background()

	ca, err := certs.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	if err != nil {
		log.Fatal(err)
	}
	hc, err := certs.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{
		AuthorityID: ca.ID,
		PublicKey:   publicKey(),
		Principals:  []string{"db.example.com", "10.2.42.9"},
	})
	if err != nil {
		log.Fatal(err)
	}
	// hc.Certificate goes in /etc/ssh/ssh_host_ed25519_key-cert.pub.
	fmt.Println(hc.KeyType, hc.Principals)
	fmt.Println("valid for a year:", hc.ValidUntil.Equal(hc.ValidAfter.AddDate(1, 0, 0)))
	// Output:
	// ed25519 [db.example.com 10.2.42.9]
	// valid for a year: true
}

func ExampleUserCertificateClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	certs := sshcerts.NewClient(srv.Client())
	ctx := context.Background()

	ca, err := certs.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	if err != nil {
		log.Fatal(err)
	}
	uc, err := certs.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID:     ca.ID,
		PublicKey:       publicKey(),
		Principals:      []string{"deploy"},
		CriticalOptions: map[string]string{sshcerts.OptionSourceAddress: "10.0.0.0/8"},
	})
	if err != nil {
		log.Fatal(err)
	}
	// uc.Certificate goes in ~/.ssh/id_ed25519-cert.pub.
	fmt.Println(uc.Principals, uc.CriticalOptions, uc.Extensions)
	fmt.Println("valid for:", uc.ValidUntil.Sub(uc.ValidAfter))
	// Output:
	// [deploy] map[source-address:10.0.0.0/8] map[permit-pty: permit-user-rc:]
	// valid for: 24h0m0s
}

func ExampleParseCertificate() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	certs := sshcerts.NewClient(srv.Client())
	ctx := context.Background()

	ca, err := certs.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	if err != nil {
		log.Fatal(err)
	}
	uc, err := certs.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID: ca.ID, PublicKey: publicKey(), Principals: []string{"alice"},
	})
	if err != nil {
		log.Fatal(err)
	}

	cert, err := sshcerts.ParseCertificate(uc.Certificate)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(cert.CertType == ssh.UserCert, cert.KeyId == uc.ID, cert.ValidPrincipals)

	// The authority signed it; a checker accepts it for alice only.
	caKey, err := sshcerts.ParsePublicKey(ca.PublicKey)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("signed by the authority:", bytes.Equal(cert.SignatureKey.Marshal(), caKey.Marshal()))
	checker := &ssh.CertChecker{}
	fmt.Println("alice:", checker.CheckCert("alice", cert))
	fmt.Println("bob refused:", checker.CheckCert("bob", cert) != nil)
	fmt.Println("until:", time.Unix(int64(cert.ValidBefore), 0).Equal(uc.ValidUntil))
	// Output:
	// true true [alice]
	// signed by the authority: true
	// alice: <nil>
	// bob refused: true
	// until: true
}

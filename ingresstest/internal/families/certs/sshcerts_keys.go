package certs

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"fmt"
	"strings"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/sshcerts"
)

// sshCurve returns the elliptic curve with the given name.
func sshCurve(name sshcerts.EllipticCurve) (elliptic.Curve, error) {
	switch name {
	case sshcerts.CurveP256:
		return elliptic.P256(), nil
	case sshcerts.CurveP384:
		return elliptic.P384(), nil
	case sshcerts.CurveP521:
		return elliptic.P521(), nil
	}
	return nil, fmt.Errorf("no elliptic curve %q", name)
}

// newSSHCAKey generates the private key that p asks for, with the
// documented defaults for what it leaves out.
func newSSHCAKey(p *sshcerts.AuthorityCreateParams) (crypto.Signer, error) {
	var (
		priv crypto.Signer
		err  error
	)
	switch p.PrivateKeyType {
	case sshcerts.KeyTypeED25519:
		_, priv, err = ed25519.GenerateKey(rand.Reader)
	case sshcerts.KeyTypeECDSA:
		name := sshcerts.DefaultEllipticCurve
		api.SetIf(&name, p.EllipticCurve)
		curve, curveErr := sshCurve(name)
		if curveErr != nil {
			return nil, curveErr
		}
		priv, err = ecdsa.GenerateKey(curve, rand.Reader)
	case sshcerts.KeyTypeRSA:
		size := sshcerts.DefaultKeySize
		api.SetIf(&size, p.KeySize)
		priv, err = rsa.GenerateKey(rand.Reader, size)
	default:
		return nil, fmt.Errorf("no key type %q", p.PrivateKeyType)
	}
	if err != nil {
		return nil, fmt.Errorf("generating an SSH CA key: %w", err)
	}
	return priv, nil
}

// sshAuthorizedKey renders a public key in authorized-keys format, on one
// line, followed by comment when there is one.
func sshAuthorizedKey(key ssh.PublicKey, comment string) string {
	line := strings.TrimSuffix(string(ssh.MarshalAuthorizedKey(key)), "\n")
	if comment != "" {
		line += " " + comment
	}
	return line
}

// sshCert is what a host or user certificate says.
type sshCert struct {
	id                     string
	certType               uint32
	key                    ssh.PublicKey
	keyType                sshcerts.KeyType
	principals             []string
	validAfter, validUntil time.Time
	critical, extensions   map[string]string
}

// sign has the authority sign the certificate and returns it in
// authorized-keys format, with its ID as the comment. Like the real API's,
// its key ID is its resource ID and its serial is 0.
func (c *sshCert) sign(key crypto.Signer) (string, error) {
	authority, err := ssh.NewSignerFromSigner(key)
	if err != nil {
		return "", fmt.Errorf("signing the SSH certificate %s: %w", c.id, err)
	}
	cert := &ssh.Certificate{
		Key:             c.key,
		CertType:        c.certType,
		KeyId:           c.id,
		ValidPrincipals: c.principals,
		ValidAfter:      uint64(c.validAfter.Unix()),
		ValidBefore:     uint64(c.validUntil.Unix()),
		Permissions:     ssh.Permissions{CriticalOptions: c.critical, Extensions: c.extensions},
	}
	if err := cert.SignCert(rand.Reader, authority); err != nil {
		return "", fmt.Errorf("signing the SSH certificate %s: %w", c.id, err)
	}
	return sshAuthorizedKey(cert, c.id), nil
}

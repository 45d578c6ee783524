package certs

import (
	"maps"
	"net/http"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/sshcerts"
)

// registerSSHCerts serves SSH certificate authorities, which hold real
// key pairs, and the host and user certificates they sign, which are real
// OpenSSH certificates. As on the real API, an authority that signed
// certificates that still exist cannot be deleted.
func registerSSHCerts(s *account) {
	api.ServeResource(s.engine, s.engine.Records.SSHHostCertificates, api.Resource[sshcerts.HostCertificate, sshcerts.HostCertificateCreateParams, sshcerts.HostCertificateUpdateParams]{
		Wire:   wire.SSHHostCertificates,
		Create: s.createSSHHostCertificate,
	})
	api.ServeResource(s.engine, s.engine.Records.SSHUserCertificates, api.Resource[sshcerts.UserCertificate, sshcerts.UserCertificateCreateParams, sshcerts.UserCertificateUpdateParams]{
		Wire:   wire.SSHUserCertificates,
		Create: s.createSSHUserCertificate,
	})
	api.ServeResource(s.engine, s.engine.Records.SSHAuthorities, api.Resource[sshcerts.Authority, sshcerts.AuthorityCreateParams, sshcerts.AuthorityUpdateParams]{
		Wire:     wire.SSHCertificateAuthorities,
		NoCreate: true, Delete: s.deleteSSHAuthority,
	})
	s.engine.Endpoint("POST "+wire.SSHCertificateAuthorities.Path, s.createSSHAuthority())
}

// sshCertRequest is what a request for a host or user certificate asks
// for.
type sshCertRequest struct {
	certType               uint32
	authorityID, publicKey string
	principals             []string
	validAfter, validUntil *time.Time
	// validFor returns the end of a validity that starts at its argument,
	// for a request that gives none.
	validFor             func(time.Time) time.Time
	critical, extensions map[string]string
}

// issueSSHCert applies the defaults of a certificate request: valid from
// now, until validFor(start), for every principal when none are given. It
// checks the validity again, as the defaults may make it empty, and has
// the request's authority sign the certificate, which it returns with its
// signed text.
func (s *account) issueSSHCert(c *api.Call, req sshCertRequest) (*sshCert, string, error) {
	key, err := sshcerts.ParsePublicKey(req.publicKey)
	if err != nil {
		return nil, "", api.BadRequest("public_key: %v", err)
	}
	keyType, err := sshcerts.KeyTypeOf(key)
	if err != nil {
		return nil, "", api.BadRequest("public_key: %v", err)
	}
	cert := &sshCert{
		id: c.ID, certType: req.certType, key: key, keyType: keyType, principals: append([]string{}, req.principals...),
		validAfter: c.Now, critical: req.critical, extensions: req.extensions,
	}
	if req.validAfter != nil {
		cert.validAfter = req.validAfter.UTC().Truncate(time.Second)
	}
	cert.validUntil = req.validFor(cert.validAfter)
	if req.validUntil != nil {
		cert.validUntil = req.validUntil.UTC().Truncate(time.Second)
	}
	if err := validate.CertificateValidity(&cert.validAfter, &cert.validUntil); err != nil {
		return nil, "", err
	}
	signed, err := signWithAuthority(s.engine.Records.SSHCAKeys, req.authorityID, cert)
	if err != nil {
		return nil, "", err
	}
	return cert, signed, nil
}

// signWithAuthority has the authority with the given ID, whose key keys
// holds, sign cert.
func signWithAuthority(keys store.SSHCAKeys, authorityID string, cert *sshCert) (string, error) {
	authority, ok := keys[authorityID]
	if !ok {
		code := api.CodeUserAuthorityMissing
		if cert.certType == ssh.HostCert {
			code = api.CodeHostAuthorityMissing
		}
		return "", api.MissingRef(code, "ssh_certificate_authority_id", authorityID)
	}
	return cert.sign(authority)
}

// sshCAInUse is the error for deleting an authority that signed a
// certificate that still exists.
func sshCAInUse(authorityID, certID string) error {
	return api.Errorf(http.StatusConflict, api.CodeSSHCAInUse,
		"can't delete SSH CA %s because the SSH certificate %s it signed exists: delete all host and user SSH certificates it signed first", authorityID, certID)
}

// createSSHHostCertificate is the create hook of SSH host certificates: it
// builds the record of a new one, within the quota of SSH host
// certificates.
func (s *account) createSSHHostCertificate(c *api.Call, p *sshcerts.HostCertificateCreateParams) (*sshcerts.HostCertificate, error) {
	if err := api.CheckQuota(s.engine.Records.SSHHostCertificates.Len(), s.engine.Config.Quotas.SSHHostCertificates, api.CodeSSHHostCertificateQuota, "SSH Host Certificates"); err != nil {
		return nil, err
	}
	cert, signed, err := s.issueSSHCert(c, sshCertRequest{
		certType: ssh.HostCert, authorityID: p.AuthorityID, publicKey: p.PublicKey, principals: p.Principals,
		validAfter: p.ValidAfter, validUntil: p.ValidUntil, validFor: func(after time.Time) time.Time { return after.AddDate(1, 0, 0) },
	})
	if err != nil {
		return nil, err
	}
	return &sshcerts.HostCertificate{
		PublicKey: p.PublicKey, KeyType: cert.keyType, AuthorityID: p.AuthorityID, Principals: cert.principals,
		ValidAfter: cert.validAfter, ValidUntil: cert.validUntil, Certificate: signed,
	}, nil
}

// createSSHUserCertificate is the create hook of SSH user certificates: it
// builds the record of a new one, within the quota of SSH user
// certificates.
func (s *account) createSSHUserCertificate(c *api.Call, p *sshcerts.UserCertificateCreateParams) (*sshcerts.UserCertificate, error) {
	if err := api.CheckQuota(s.engine.Records.SSHUserCertificates.Len(), s.engine.Config.Quotas.SSHUserCertificates, api.CodeSSHUserCertificateQuota, "SSH User Certificates"); err != nil {
		return nil, err
	}
	critical, extensions := map[string]string{}, sshcerts.DefaultExtensions()
	maps.Copy(critical, p.CriticalOptions)
	if p.Extensions != nil {
		extensions = maps.Clone(p.Extensions)
	}
	cert, signed, err := s.issueSSHCert(c, sshCertRequest{
		certType: ssh.UserCert, authorityID: p.AuthorityID, publicKey: p.PublicKey, principals: p.Principals,
		validAfter: p.ValidAfter, validUntil: p.ValidUntil, validFor: func(after time.Time) time.Time { return after.Add(sshcerts.UserCertificateValidity) },
		critical: critical, extensions: extensions,
	})
	if err != nil {
		return nil, err
	}
	return &sshcerts.UserCertificate{
		PublicKey: p.PublicKey, KeyType: cert.keyType, AuthorityID: p.AuthorityID, Principals: cert.principals,
		CriticalOptions: cert.critical, Extensions: cert.extensions,
		ValidAfter: cert.validAfter, ValidUntil: cert.validUntil, Certificate: signed,
	}, nil
}

// deleteSSHAuthority is the delete hook of SSH certificate authorities: it
// runs before one is removed, and may refuse.
func (s *account) deleteSSHAuthority(c *api.Call, ca *sshcerts.Authority) error {
	for id, cert := range s.engine.Records.SSHHostCertificates.All {
		if cert.AuthorityID == ca.ID {
			return sshCAInUse(ca.ID, id)
		}
	}
	for id, cert := range s.engine.Records.SSHUserCertificates.All {
		if cert.AuthorityID == ca.ID {
			return sshCAInUse(ca.ID, id)
		}
	}
	delete(s.engine.Records.SSHCAKeys, ca.ID)
	return nil
}

// createSSHAuthority returns the handler of the create endpoint of SSH
// certificate authorities, within their quota. The key is generated
// before the server is locked: an RSA key takes a while, and other
// requests need not wait for it.
func (s *account) createSSHAuthority() func(r *http.Request) (int, any, error) {
	stamp, desc := api.NewStamper[sshcerts.Authority](), api.NewDescriber[sshcerts.Authority, sshcerts.AuthorityCreateParams]()
	return func(r *http.Request) (int, any, error) {
		var p sshcerts.AuthorityCreateParams
		if err := api.Decode(r, s.engine.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		key, err := newSSHCAKey(&p)
		if err != nil {
			return 0, nil, err
		}
		signer, err := ssh.NewSignerFromSigner(key)
		if err != nil {
			return 0, nil, err
		}
		s.engine.Mu.Lock()
		defer s.engine.Mu.Unlock()
		if err := api.CheckQuota(s.engine.Records.SSHAuthorities.Len(), s.engine.Config.Quotas.SSHCertificateAuthorities, api.CodeSSHCertificateAuthorityQuota, "SSH Certificate Authorities"); err != nil {
			return 0, nil, err
		}
		c := s.engine.NewCall(r, s.engine.NewID(wire.SSHCertificateAuthorities.Prefix), wire.SSHCertificateAuthorities.Path)
		ca := &sshcerts.Authority{
			PublicKey: sshAuthorizedKey(signer.PublicKey(), ""), KeyType: p.PrivateKeyType,
		}
		stamp.Stamp(ca, c)
		desc.Describe(ca, &p)
		s.engine.Records.SSHCAKeys[c.ID] = key
		s.engine.Records.SSHAuthorities.Put(c.ID, ca)
		s.engine.Emit(wire.SSHCertificateAuthorities.Kind, "created", ca)
		return http.StatusCreated, ca, nil
	}
}

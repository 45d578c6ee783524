package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/sshcerts"
)

// sshCerts exercises the five endpoints of SSH certificate authorities,
// host certificates and user certificates each.
func sshCerts(env *Env) {
	certs := sshcerts.NewClient(env.Client)
	first, err := certs.Authorities.Create(env.Ctx, &sshcerts.AuthorityCreateParams{
		Description: new("conformance"), Metadata: new("m"), PrivateKeyType: sshcerts.KeyTypeECDSA, EllipticCurve: new(sshcerts.CurveP256),
	})
	require.NoError(env.T, err)
	second, err := certs.Authorities.Create(env.Ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	require.NoError(env.T, err)
	got, err := certs.Authorities.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first.PublicKey, got.PublicKey)
	var listed []string
	for ca, err := range certs.Authorities.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, ca.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)
	updated, err := certs.Authorities.Update(env.Ctx, first.ID, &sshcerts.AuthorityUpdateParams{Description: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)

	hostCertificates(env, certs, first.ID)
	userCertificates(env, certs, first.ID)

	require.NoError(env.T, certs.Authorities.Delete(env.Ctx, second.ID))
	require.NoError(env.T, certs.Authorities.Delete(env.Ctx, first.ID))
	_, err = certs.Authorities.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted authority is not found: %v", err)
}

// hostCertificates exercises the host certificate endpoints and deletes
// the certificates it made.
func hostCertificates(env *Env, certs *sshcerts.Client, authorityID string) {
	first, err := certs.HostCertificates.Create(env.Ctx, &sshcerts.HostCertificateCreateParams{
		AuthorityID: authorityID, PublicKey: conformanceSSHKey(env), Principals: []string{"db.example.com"},
		Description: new("conformance"), Metadata: new("m"),
	})
	require.NoError(env.T, err)
	second, err := certs.HostCertificates.Create(env.Ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: authorityID, PublicKey: conformanceSSHKey(env)})
	require.NoError(env.T, err)
	got, err := certs.HostCertificates.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first.Certificate, got.Certificate)
	var listed []string
	for hc, err := range certs.HostCertificates.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, hc.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)
	updated, err := certs.HostCertificates.Update(env.Ctx, first.ID, &sshcerts.HostCertificateUpdateParams{Description: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)
	require.NoError(env.T, certs.HostCertificates.Delete(env.Ctx, second.ID))
	require.NoError(env.T, certs.HostCertificates.Delete(env.Ctx, first.ID))
}

// userCertificates exercises the user certificate endpoints and deletes
// the certificates it made.
func userCertificates(env *Env, certs *sshcerts.Client, authorityID string) {
	first, err := certs.UserCertificates.Create(env.Ctx, &sshcerts.UserCertificateCreateParams{
		AuthorityID: authorityID, PublicKey: conformanceSSHKey(env), Principals: []string{"deploy"},
		CriticalOptions: map[string]string{sshcerts.OptionForceCommand: "/bin/true"},
		Description:     new("conformance"), Metadata: new("m"),
	})
	require.NoError(env.T, err)
	second, err := certs.UserCertificates.Create(env.Ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: authorityID, PublicKey: conformanceSSHKey(env)})
	require.NoError(env.T, err)
	got, err := certs.UserCertificates.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first.Certificate, got.Certificate)
	var listed []string
	for uc, err := range certs.UserCertificates.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, uc.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)
	updated, err := certs.UserCertificates.Update(env.Ctx, first.ID, &sshcerts.UserCertificateUpdateParams{Metadata: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Metadata)
	require.NoError(env.T, certs.UserCertificates.Delete(env.Ctx, second.ID))
	require.NoError(env.T, certs.UserCertificates.Delete(env.Ctx, first.ID))
}

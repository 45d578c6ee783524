package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/sshcerts"
)

// TestPlanRefusesChangingADestinationsKindOfTarget checks that the plan
// refuses a described destination whose target is of another kind than
// the managed one has, which the API refuses to update (ERR_NGROK_5108),
// and still takes a change within the same kind.
func TestPlanRefusesChangingADestinationsKindOfTarget(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	auth := &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}}
	archive := setup.EventDestination{Name: "archive", Target: events.Target{Kinesis: &events.Kinesis{
		Auth: auth, StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/archive",
	}}}
	sub := setup.EventSubscription{Name: "audit", Destinations: []string{"archive"}, EventTypes: []events.EventType{events.IPPolicyCreated}}
	apply(t, c, setup.Account{EventDestinations: []setup.EventDestination{archive}, EventSubscriptions: []setup.EventSubscription{sub}})

	moved := archive
	moved.Target = events.Target{Firehose: &events.Firehose{Auth: auth, DeliveryStreamARN: "arn:aws:firehose:us-east-1:123456789012:deliverystream/archive"}}
	before := writes.Load()
	_, err := setup.NewPlan(t.Context(), c, setup.Account{EventDestinations: []setup.EventDestination{moved}, EventSubscriptions: []setup.EventSubscription{sub}})
	require.Error(t, err)
	assert.ErrorContains(t, err, "event_destinations[0].target: is a firehose target where the destination has a kinesis one")
	assert.ErrorContains(t, err, "ERR_NGROK_5108")
	assert.Equal(t, before, writes.Load(), "a refused plan writes nothing")

	renamed := archive
	renamed.Target.Kinesis = &events.Kinesis{Auth: auth, StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/archive-2"}
	apply(t, c, setup.Account{EventDestinations: []setup.EventDestination{renamed}, EventSubscriptions: []setup.EventSubscription{sub}})
}

// TestPlanRefusesRemovingAnSSHAuthorityThatSigned checks that the plan
// refuses to delete, or to replace (which deletes first), an SSH
// certificate authority that signed a certificate that still exists,
// which the API refuses (ERR_NGROK_1964), and takes both once the
// certificate is gone.
func TestPlanRefusesRemovingAnSSHAuthorityThatSigned(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	hosts := setup.SSHCertificateAuthority{Name: "hosts", KeyType: sshcerts.KeyTypeED25519}
	apply(t, c, setup.Account{SSHCertificateAuthorities: []setup.SSHCertificateAuthority{hosts}})
	sc := sshcerts.NewClient(c)
	var caID string
	for ca, err := range sc.Authorities.List(t.Context(), nil).All() {
		require.NoError(t, err)
		caID = ca.ID
	}
	cert, err := sc.UserCertificates.Create(t.Context(), &sshcerts.UserCertificateCreateParams{AuthorityID: caID,
		PublicKey: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl"})
	require.NoError(t, err)

	rekeyed := hosts
	rekeyed.KeyType = sshcerts.KeyTypeRSA
	cases := map[string]setup.Account{"pruned": {}, "replaced": {SSHCertificateAuthorities: []setup.SSHCertificateAuthority{rekeyed}}}
	before := writes.Load()
	for name, want := range cases {
		_, err := setup.NewPlan(t.Context(), c, want, setup.Prune())
		require.Error(t, err, name)
		assert.ErrorContains(t, err, `ssh_certificate_authority "hosts": is `, name)
		assert.ErrorContains(t, err, "ssh_user_certificate "+cert.ID+" uses it in its ssh_certificate_authority_id", name)
	}
	assert.Equal(t, before, writes.Load(), "a refused plan writes nothing")

	require.NoError(t, sc.UserCertificates.Delete(t.Context(), cert.ID))
	apply(t, c, cases["replaced"], setup.Prune())
	apply(t, c, cases["pruned"], setup.Prune())
}

// TestPlanRefusesAUserDescribedAsBothKinds checks that a user described
// both as a bot user and as a service user, which are one resource of
// the API, is refused rather than created twice, and that a user the
// account has is found under either name.
func TestPlanRefusesAUserDescribedAsBothKinds(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	_, err := setup.NewPlan(t.Context(), c, setup.Account{BotUsers: []setup.BotUser{{Name: "ci"}}, ServiceUsers: []setup.ServiceUser{{Name: "ci"}}})
	require.Error(t, err)
	assert.ErrorContains(t, err, `service_user "ci": has the name of a bot_user: every kind of user shares one set of names`)

	apply(t, c, setup.Account{ServiceUsers: []setup.ServiceUser{{Name: "ci"}}})
	p, err := setup.NewPlan(t.Context(), c, setup.Account{BotUsers: []setup.BotUser{{Name: "ci"}}})
	require.NoError(t, err)
	assert.Empty(t, p.Changes, "the service user is the bot user of its name")
}

// TestPlanRefusesAnSSHKeyHeldTwice checks that the plan refuses an SSH
// credential whose key another described credential has, or one of the
// account under another name, comments aside (ERR_NGROK_609).
func TestPlanRefusesAnSSHKeyHeldTwice(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	key := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl"
	_, err := setup.NewPlan(t.Context(), c, setup.Account{SSHCredentials: []setup.SSHCredential{{Name: "a", PublicKey: key}, {Name: "b", PublicKey: key + " laptop"}}})
	require.Error(t, err)
	assert.ErrorContains(t, err, `ssh_credentials[1].public_key: is also the key of the ssh_credential "a" of the description`)

	apply(t, c, setup.Account{SSHCredentials: []setup.SSHCredential{{Name: "a", PublicKey: key}}})
	_, err = setup.NewPlan(t.Context(), c, setup.Account{SSHCredentials: []setup.SSHCredential{{Name: "b", PublicKey: key + " other"}}}, setup.Prune())
	require.Error(t, err, "the plan deletes a only after it creates b")
	assert.ErrorContains(t, err, `ssh_credentials[0].public_key: is the key of ssh_credential sshcr_`)
	assert.ErrorContains(t, err, `managed as "a"`)
	assert.ErrorContains(t, err, "ERR_NGROK_609")
}

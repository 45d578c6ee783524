package sshcerts

import (
	"context"
	"fmt"
	"maps"
	"net"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// The critical options OpenSSH defines, the only ones a user certificate
// may carry.
const (
	// OptionForceCommand runs this command in place of the one the user
	// asks for.
	OptionForceCommand = "force-command"
	// OptionSourceAddress lists, comma-separated, the addresses and CIDR
	// ranges the certificate may be used from.
	OptionSourceAddress = "source-address"
)

// UserCertificateValidity is how long a user certificate is valid when
// UserCertificateCreateParams.ValidUntil is nil.
const UserCertificateValidity = 24 * time.Hour

// DefaultExtensions returns the extensions of a user certificate whose
// UserCertificateCreateParams.Extensions is nil: a terminal and the
// user's ~/.ssh/rc, and nothing else.
func DefaultExtensions() map[string]string {
	return map[string]string{"permit-pty": "", "permit-user-rc": ""}
}

// UserCertificate is an SSH user certificate: a user's public key signed
// by an authority, with which the user signs in to SSH servers that trust
// the authority.
type UserCertificate struct {
	// ID identifies the certificate; it starts with "sucrt_". It is also
	// the certificate's key ID.
	ID string `json:"id"`
	// URI is the certificate's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the certificate was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the certificate is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// PublicKey is the user's public key that the certificate signs, in
	// authorized-keys format.
	PublicKey string `json:"public_key"`
	// KeyType is the type of PublicKey.
	KeyType KeyType `json:"key_type"`
	// AuthorityID is the ID of the authority that signed the certificate.
	AuthorityID string `json:"ssh_certificate_authority_id"`
	// Principals are the user names the holder may sign in as; empty (not
	// nil) means any user.
	Principals []string `json:"principals"`
	// CriticalOptions are the certificate's critical options (see
	// OptionForceCommand and OptionSourceAddress); empty when none.
	CriticalOptions map[string]string `json:"critical_options"`
	// Extensions are the certificate's extensions, such as "permit-pty".
	Extensions map[string]string `json:"extensions"`
	// ValidAfter is when the certificate becomes valid.
	ValidAfter time.Time `json:"valid_after"`
	// ValidUntil is when it stops being valid (OpenSSH's valid_before).
	ValidUntil time.Time `json:"valid_until"`
	// Certificate is the signed OpenSSH certificate in authorized-keys
	// format: the content of the user's -cert.pub file.
	// ParseCertificate parses it.
	Certificate string `json:"certificate"`
}

// UserCertificateCreateParams are the parameters of
// UserCertificateClient.Create. AuthorityID and PublicKey are required.
type UserCertificateCreateParams struct {
	// AuthorityID is the ID of the authority that signs the certificate.
	AuthorityID string `json:"ssh_certificate_authority_id"`
	// PublicKey is the user's public key in authorized-keys format, such
	// as the content of ~/.ssh/id_ed25519.pub: an rsa, ecdsa or ed25519
	// key.
	PublicKey string `json:"public_key"`
	// Principals are the user names the holder may sign in as. Nil or
	// empty lets the holder sign in as any user.
	Principals []string `json:"principals,omitzero"`
	// CriticalOptions restrict the certificate: only OptionForceCommand (a
	// command) and OptionSourceAddress (comma-separated addresses and CIDR
	// ranges) are allowed.
	CriticalOptions map[string]string `json:"critical_options,omitzero"`
	// Extensions permit features of the SSH server, like "permit-pty" or
	// "permit-port-forwarding". Nil means DefaultExtensions(); an empty
	// non-nil map permits none.
	Extensions map[string]string `json:"extensions,omitzero"`
	// ValidAfter is when the certificate becomes valid; nil means now.
	ValidAfter *time.Time `json:"valid_after,omitempty"`
	// ValidUntil is when it stops being valid; nil means
	// UserCertificateValidity after ValidAfter. The API keeps whole
	// seconds.
	ValidUntil *time.Time `json:"valid_until,omitempty"`
	// Description says what the certificate is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UserCertificateCreateParams) Validate() error {
	return validate.First(
		certificateRules(p.AuthorityID, p.PublicKey, p.Principals, p.ValidAfter, p.ValidUntil, p.Description, p.Metadata),
		criticalOptions(p.CriticalOptions),
		extensions(p.Extensions),
	)
}

// criticalOptions checks that only the options OpenSSH defines are set,
// each with a value it can use.
func criticalOptions(opts map[string]string) error {
	for _, name := range slices.Sorted(maps.Keys(opts)) {
		value, field := opts[name], "critical_options."+name
		switch name {
		case OptionForceCommand:
			if strings.TrimSpace(value) == "" {
				return validate.Fail(field, "must name a command")
			}
		case OptionSourceAddress:
			if err := sourceAddress(value); err != nil {
				return validate.Fail(field, "%v", err)
			}
		default:
			return validate.Fail("critical_options", "%q is not a critical option: only %q and %q are defined", name, OptionForceCommand, OptionSourceAddress)
		}
	}
	return nil
}

// sourceAddress checks a comma-separated list of IP addresses and CIDR
// ranges, as OpenSSH reads it.
func sourceAddress(list string) error {
	for addr := range strings.SplitSeq(list, ",") {
		if net.ParseIP(addr) != nil {
			continue
		}
		if _, _, err := net.ParseCIDR(addr); err != nil {
			return fmt.Errorf("must be comma-separated IP addresses and CIDR ranges, got %q in %q", addr, list)
		}
	}
	return nil
}

// extensions checks extension names: not empty, without spaces or control
// characters.
func extensions(exts map[string]string) error {
	for _, name := range slices.Sorted(maps.Keys(exts)) {
		if name == "" || strings.ContainsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
			return validate.Fail("extensions", "%q is not an extension name", name)
		}
	}
	return nil
}

// UserCertificateUpdateParams are the parameters of
// UserCertificateClient.Update, with the fields of
// HostCertificateUpdateParams: a user certificate, like a host
// certificate, changes only its description and metadata. Fields left nil
// keep their value; what the certificate says cannot be changed.
type UserCertificateUpdateParams HostCertificateUpdateParams

// Validate checks the documented rules of the parameters, which are those
// of a host certificate's update.
func (p *UserCertificateUpdateParams) Validate() error {
	return (*HostCertificateUpdateParams)(p).Validate()
}

// UserCertificateClient manages SSH user certificates.
type UserCertificateClient struct {
	certs rest.Collection[UserCertificate, UserCertificateCreateParams, UserCertificateUpdateParams]
}

func newUserCertificateClient(c *ingress.Client) *UserCertificateClient {
	return &UserCertificateClient{certs: rest.NewCollection[UserCertificate, UserCertificateCreateParams, UserCertificateUpdateParams](c, wire.SSHUserCertificates)}
}

// Create has an authority sign a user certificate.
//
// POST /ssh_user_certificates
func (c *UserCertificateClient) Create(ctx context.Context, params *UserCertificateCreateParams) (*UserCertificate, error) {
	return c.certs.Create(ctx, params)
}

// Get returns the SSH user certificate with the given ID.
//
// GET /ssh_user_certificates/{id}
func (c *UserCertificateClient) Get(ctx context.Context, id string) (*UserCertificate, error) {
	return c.certs.Get(ctx, id)
}

// List returns a lazy iterator over the account's SSH user certificates,
// newest first.
//
// GET /ssh_user_certificates
func (c *UserCertificateClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*UserCertificate] {
	return c.certs.List(ctx, params)
}

// Update changes the supplied fields of the SSH user certificate with the
// given ID.
//
// PATCH /ssh_user_certificates/{id}
func (c *UserCertificateClient) Update(ctx context.Context, id string, params *UserCertificateUpdateParams) (*UserCertificate, error) {
	return c.certs.Update(ctx, id, params)
}

// Delete deletes the SSH user certificate with the given ID. Copies of
// the certificate stay valid until they expire: an SSH certificate cannot
// be recalled.
//
// DELETE /ssh_user_certificates/{id}
func (c *UserCertificateClient) Delete(ctx context.Context, id string) error {
	return c.certs.Delete(ctx, id)
}

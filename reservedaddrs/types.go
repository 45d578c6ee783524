package reservedaddrs

import (
	"time"

	"github.com/ingresskit/ingress/internal/validate"
)

// Region is the point of presence of a reserved address. Connections to
// the address always arrive there, wherever the caller is.
type Region string

// The regions an address may be reserved in; us is the default.
const (
	RegionAU Region = "au"
	RegionEU Region = "eu"
	RegionAP Region = "ap"
	RegionUS Region = "us"
	RegionJP Region = "jp"
	RegionIN Region = "in"
	RegionSA Region = "sa"
)

// Regions returns the regions an address may be reserved in.
func Regions() []Region {
	return []Region{RegionAU, RegionEU, RegionAP, RegionUS, RegionJP, RegionIN, RegionSA}
}

// ReservedAddr is a reserved TCP address: a host and port, assigned at
// random when it is reserved and fixed afterwards, on which public TCP
// endpoints may be created.
type ReservedAddr struct {
	// ID identifies the address; it starts with "ra_".
	ID string `json:"id"`
	// URI is the address's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the address was reserved.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the address is used for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Addr is the address as host:port, like "1.tcp.eu.ngrok.io:21829".
	// A TCP endpoint on it has the URL "tcp://" + Addr.
	Addr string `json:"addr"`
	// Region is where the address is reserved.
	Region Region `json:"region"`
}

// CreateParams are the parameters of Create. Every field is optional.
type CreateParams struct {
	// Description says what the address is used for: at most 255
	// characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// Region is where to reserve the address, one of the Region
	// constants; RegionUS when nil.
	Region *Region `json:"region,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.AddrDescription(p.Description),
		validate.AddrMetadata(p.Metadata),
		validate.KnownRegion("region", p.Region, Regions()),
	)
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value, but at least one must be supplied; the address and region never
// change.
type UpdateParams struct {
	// Description says what the address is used for: at most 255
	// characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters: the API
// refuses an update that supplies no value.
func (p *UpdateParams) Validate() error {
	return validate.First(
		validate.AddrUpdate(p.Description, p.Metadata),
		validate.AddrDescription(p.Description),
		validate.AddrMetadata(p.Metadata),
	)
}

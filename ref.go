package ingress

// Ref identifies another resource by its ID and URI.
type Ref struct {
	// ID is the referenced resource's ID.
	ID string `json:"id"`
	// URI is the referenced resource's URI.
	URI string `json:"uri"`
}

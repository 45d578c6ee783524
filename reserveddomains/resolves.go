package reserveddomains

// ResolvesToEntry is one place a reserved domain resolves to. The API's
// published description does not have it; the official Go client (v8)
// does, and says no more of its values than that each is a point of
// presence's short code or "global". The SDK passes them as given.
type ResolvesToEntry struct {
	// Value is a point of presence's short code, or "global".
	Value string `json:"value"`
}

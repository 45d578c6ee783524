package setup

// BotUser is a bot user. Bot users have no metadata, so no marker: a bot
// user is known by its name, the user of a described name is managed, and
// Prune never deletes one.
type BotUser struct {
	// Name is the user's name, its identity.
	Name string `json:"name"`
	// Active says whether the user may act; nil means true.
	Active *bool `json:"active,omitempty"`
}

// ServiceUser is a service user. Service users have no metadata, so no
// marker: a service user is known by its name, the user of a described
// name is managed, and Prune never deletes one.
type ServiceUser struct {
	// Name is the user's name, its identity.
	Name string `json:"name"`
	// Active says whether the user may act; nil means true.
	Active *bool `json:"active,omitempty"`
}

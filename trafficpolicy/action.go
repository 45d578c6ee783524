package trafficpolicy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// Action is one action of a rule: its type and its configuration.
type Action struct {
	// Type is the action's type, like "restrict-ips". It may be left
	// empty when Config is one of this package's typed configs, whose
	// ActionType gives it.
	Type string `json:"type"`
	// Config is the action's configuration: a pointer to the typed
	// config of a known action (*RestrictIPs, *RateLimit, ...), RawConfig
	// for an action this package does not know, or nil when the document
	// gives none.
	Config Config `json:"config,omitempty"`
	// Extra holds the members of the action that Action does not name.
	Extra Extra `json:"-"`
}

// Config is the configuration of an action. This package's typed configs
// return their action type; RawConfig returns "".
type Config interface {
	ActionType() string
}

// RawConfig is the configuration of an action that this package does not
// know, kept as the JSON it was read from.
type RawConfig json.RawMessage

// ActionType returns "": the type of an unknown action is in Action.Type.
func (RawConfig) ActionType() string { return "" }

// MarshalJSON writes the configuration as it was read.
func (c RawConfig) MarshalJSON() ([]byte, error) {
	if !json.Valid(c) {
		return nil, fmt.Errorf("raw config %.40q is not JSON", string(c))
	}
	return c, nil
}

// Kind returns the action's type: Type, or when it is empty, the type of
// its typed Config.
func (a Action) Kind() string {
	if a.Type == "" && a.Config != nil {
		return a.Config.ActionType()
	}
	return a.Type
}

// MarshalJSON writes the action with its type filled in from its Config
// when Type is empty.
func (a Action) MarshalJSON() ([]byte, error) {
	type plain Action
	a.Type = a.Kind()
	return encodeKnown(plain(a), a.Extra)
}

// UnmarshalJSON reads an action: the config of a known type into its
// typed config, any other into RawConfig.
func (a *Action) UnmarshalJSON(data []byte) error {
	var wire struct {
		Type   string          `json:"type"`
		Config json.RawMessage `json:"config"`
	}
	extra, err := decodeKnown(data, &wire)
	if err != nil {
		return err
	}
	*a = Action{Type: wire.Type, Extra: extra}
	if len(wire.Config) == 0 || bytes.Equal(wire.Config, []byte("null")) {
		return nil
	}
	s, ok := lookup(wire.Type)
	if !ok {
		a.Config = RawConfig(bytes.Clone(wire.Config))
		return nil
	}
	cfg := s.config()
	if err := json.Unmarshal(wire.Config, cfg); err != nil {
		return fmt.Errorf("config of %s: %w: %w", wire.Type, ErrInvalidField, err)
	}
	a.Config = cfg
	return nil
}

// spec is what the package knows of an action type.
type spec struct {
	typ    string
	phases []Phase
	config func() Config
}

// specs returns every action type the package knows, in the order of the
// Traffic Policy actions reference, with the phases it allows.
func specs() []spec {
	all := []Phase{PhaseTCPConnect, PhaseHTTPRequest, PhaseHTTPResponse}
	requestOrConnect := []Phase{PhaseTCPConnect, PhaseHTTPRequest}
	httpPhases := []Phase{PhaseHTTPRequest, PhaseHTTPResponse}
	requestPhase := []Phase{PhaseHTTPRequest}
	responsePhase := []Phase{PhaseHTTPResponse}
	return []spec{
		actionSpec[AddHeaders](httpPhases),
		actionSpec[AIGateway](requestPhase),
		actionSpec[BasicAuth](requestPhase),
		actionSpec[CircuitBreaker](requestPhase),
		actionSpec[CloseConnection](requestOrConnect),
		actionSpec[CompressResponse](responsePhase),
		actionSpec[CustomResponse](httpPhases),
		actionSpec[Deny](requestOrConnect),
		actionSpec[ForwardInternal](requestOrConnect),
		actionSpec[HTTPRequest](httpPhases),
		actionSpec[JWTValidation](requestPhase),
		actionSpec[Log](all),
		actionSpec[OAuth](requestPhase),
		actionSpec[OpenIDConnect](requestPhase),
		actionSpec[OWASPCRSRequest](requestPhase),
		actionSpec[OWASPCRSResponse](responsePhase),
		actionSpec[RateLimit](requestPhase),
		actionSpec[Redirect](requestPhase),
		actionSpec[RemoveHeaders](httpPhases),
		actionSpec[RequestBodyFindReplace](requestPhase),
		actionSpec[ResponseBodyFindReplace](responsePhase),
		actionSpec[RestrictIPs](all),
		actionSpec[SetVars](all),
		actionSpec[SSEFindReplace]([]Phase{PhaseEventStreamMessage}),
		actionSpec[TerminateTLS]([]Phase{PhaseTCPConnect}),
		actionSpec[URLRewrite](requestPhase),
		actionSpec[VerifyWebhook](requestPhase),
	}
}

// actionSpec returns the spec of the action whose typed config is T,
// allowed in phases; its type is the one T.ActionType gives.
func actionSpec[T any, P interface {
	*T
	Config
}](phases []Phase) spec {
	return spec{typ: P(new(T)).ActionType(), phases: phases, config: func() Config { return P(new(T)) }}
}

// lookup returns the spec of the action type typ.
func lookup(typ string) (spec, bool) {
	all := specs()
	i := slices.IndexFunc(all, func(s spec) bool { return s.typ == typ })
	if i < 0 {
		return spec{}, false
	}
	return all[i], true
}

// KnownActions returns the action types that this package has typed
// configs for, in alphabetical order.
func KnownActions() []string {
	var out []string
	for _, s := range specs() {
		out = append(out, s.typ)
	}
	return out
}

// AllowedPhases returns the phases in which the action type typ may run,
// or nil when the package does not know typ.
func AllowedPhases(typ string) []Phase {
	s, _ := lookup(typ)
	return slices.Clone(s.phases)
}

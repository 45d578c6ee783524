package setup

import "encoding/json"

// Tokens returns the changes of the plan that make a resource whose token
// the API shows once, in the plan's order: the creates and replacements
// of tunnel credentials and API keys. Apply hands each of their tokens to
// the function of OnToken or to the directory of KeepTokens; with
// neither, the tokens are dropped, so a caller that gives neither can
// refuse such a plan before it applies.
func (p *Plan) Tokens() []*Change {
	shows := tokenKinds()
	var out []*Change
	for _, c := range p.Changes {
		if shows[c.Kind] && (c.Action == Create || c.Action == Replace) {
			out = append(out, c)
		}
	}
	return out
}

// tokenKinds returns the names of the kinds whose new resources have a
// token that the API shows once.
func tokenKinds() map[string]bool {
	kinds := make(map[string]bool)
	for _, f := range families() {
		if k, ok := f.(interface{ showsToken() bool }); ok && k.showsToken() {
			kinds[f.kindName()] = true
		}
	}
	return kinds
}

// tokenOf names, in the plan's JSON form, a resource whose token the API
// shows once.
type tokenOf struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
}

// MarshalJSON writes the plan's JSON form: its changes under "changes",
// and under "tokens" the kind and name of each resource that Tokens
// lists, left out when there is none.
func (p *Plan) MarshalJSON() ([]byte, error) {
	var tokens []tokenOf
	for _, c := range p.Tokens() {
		tokens = append(tokens, tokenOf{Kind: c.Kind, Name: c.Name})
	}
	return json.Marshal(struct {
		Changes []*Change `json:"changes"`
		Tokens  []tokenOf `json:"tokens,omitempty"`
	}{p.Changes, tokens})
}

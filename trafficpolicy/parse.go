package trafficpolicy

import (
	"encoding/json"
	"fmt"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// Parse reads a Traffic Policy document written in JSON or in YAML, as
// the API and the agent take it. Members and actions this package does
// not know are kept (in Extra and RawConfig), so that writing the policy
// back loses nothing. Parse checks the document's shape only: call
// Validate for its rules. It refuses what would be read ambiguously or
// at a cost out of proportion to the document: a key given twice, a
// number out of range, a second YAML document, a merge key, or aliases
// expanding beyond the bounds of package yamldoc.
func Parse(doc []byte) (*Policy, error) {
	text, err := yamldoc.Object(doc)
	if err != nil {
		return nil, fmt.Errorf("traffic policy: %w", err)
	}
	var p Policy
	if err := json.Unmarshal(text, &p); err != nil {
		return nil, fmt.Errorf("traffic policy: %w", err)
	}
	return &p, nil
}

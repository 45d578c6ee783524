package trafficpolicy

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	icel "github.com/ingresskit/ingress/internal/cel"
)

// The kinds of mistake that Validate finds; an *Error wraps one of them,
// for errors.Is.
var (
	// ErrUnknownAction: an action's type is missing or not one this
	// package knows.
	ErrUnknownAction = errors.New("unknown action")
	// ErrPhase: an action runs in a phase that does not allow it.
	ErrPhase = errors.New("action not allowed in the phase")
	// ErrMissingField: a required field of an action's config is missing.
	ErrMissingField = errors.New("missing config field")
	// ErrInvalidField: a field of an action's config breaks its rules.
	ErrInvalidField = errors.New("invalid config field")
	// ErrExpression: an expression does not compile, or a rule's
	// expression is not a condition.
	ErrExpression = errors.New("invalid expression")
	// ErrUnknownVariable: an expression names a variable that the phase
	// does not have.
	ErrUnknownVariable = errors.New("unknown variable")
	// ErrUnknownPhase: a member of the policy names a phase that the
	// Traffic Policy documentation does not define, like on_http_requst.
	ErrUnknownPhase = errors.New("unknown phase")
	// ErrUnknownMember: a rule, an action or the config of a known
	// action has a member that its documentation does not define, like
	// expresions or status_cod. Parse keeps such a member, so that the
	// policy survives a round trip; the API refuses it, and it must not
	// pass for valid: a rule whose expressions were misspelt has none.
	ErrUnknownMember = errors.New("unknown member")
	// ErrLimit: an expression, or the expressions of the policy in all,
	// are over one of the limits that keep checking a policy cheap: too
	// long, nested too deep, too costly to evaluate, too many; or the
	// policy holds more than one ai-gateway action.
	ErrLimit = errors.New("over a limit")
	// ErrNoActions: a rule without actions, or an empty policy for a
	// cloud endpoint (see ValidateFor).
	ErrNoActions = errors.New("no actions")
	// ErrUnreachable: an action after a terminating action of its rule
	// (close-connection, custom-response, deny, forward-internal), which
	// never runs.
	ErrUnreachable = errors.New("unreachable action")
	// ErrProtocol: an action that the endpoint's protocol does not run,
	// like one in on_http_request on a tcp endpoint, or terminate-tls on
	// an http endpoint (see ValidateFor).
	ErrProtocol = errors.New("phase not run by the endpoint's protocol")
)

// The limits of the expressions of one policy in all, which with the
// limits of one expression bound the work of Validate.
const (
	// maxPolicyExpressions is the most expressions one policy may hold,
	// those of its rules and those of its actions' configs together: 512.
	// Compiling even a short expression allocates tens of kilobytes.
	maxPolicyExpressions = 512
	// maxPolicyExpressionBytes is the most bytes the expressions of one
	// policy may hold in all: 16384, four expressions of the longest
	// kind, or some 300 of the length of the documented examples.
	// Compiling an expression allocates up to some kilobytes per byte
	// (deeply nested list literals are the worst), so that checking the
	// most costly policy allocates under 100 MB.
	maxPolicyExpressionBytes = 16 << 10
)

// Error is one mistake in a policy, placed at its phase, rule and action.
type Error struct {
	// Phase is the phase of the rule.
	Phase Phase
	// Rule is the index of the rule in its phase, or -1 when the mistake
	// is in the phase itself.
	Rule int
	// RuleName is the rule's name, when it has one.
	RuleName string
	// Action is the index of the action in the rule, or -1 when the
	// mistake is in one of the rule's expressions or in the phase itself.
	Action int
	// ActionType is the action's type, when the mistake is in an action.
	ActionType string
	// Field is the config field at fault, like "capacity", or the member
	// of the rule or the action at fault, if any.
	Field string
	// Expression is the CEL expression at fault, if any.
	Expression string
	// Err is the kind of mistake: ErrUnknownAction, ErrPhase, ...
	Err error
	// Msg says what is wrong.
	Msg string
	// Code is the API's error code of the mistake, like ERR_NGROK_2215
	// for a number out of its range, where the error reference gives the
	// mistake a code of its own; "" where it gives only the code of Err's
	// kind.
	Code string
}

// Error says where the mistake is and what it is, like
// `on_http_request[0] (rule "api"): expression "req.url.paht == '/'":
// unknown variable req.url.paht; did you mean req.url.path?`.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Phase == "" {
		b.WriteString("policy")
	}
	b.WriteString(string(e.Phase))
	if e.Rule >= 0 {
		fmt.Fprintf(&b, "[%d]", e.Rule)
	}
	if e.RuleName != "" {
		fmt.Fprintf(&b, " (rule %q)", e.RuleName)
	}
	if e.Action >= 0 {
		fmt.Fprintf(&b, ": actions[%d]", e.Action)
		if e.ActionType != "" {
			fmt.Fprintf(&b, " %s", e.ActionType)
		}
	}
	if e.Field != "" {
		fmt.Fprintf(&b, ": %s", e.Field)
	}
	if e.Expression != "" {
		fmt.Fprintf(&b, ": expression %s", quoteShort(e.Expression))
	}
	fmt.Fprintf(&b, ": %s", e.Msg)
	return b.String()
}

// Unwrap returns the kind of mistake.
func (e *Error) Unwrap() error { return e.Err }

// fieldExpr is a CEL expression held in a config field.
type fieldExpr struct {
	field, src string
}

// expressioner is a typed config with fields that hold CEL expressions.
type expressioner interface {
	expressions() []fieldExpr
}

// Validate checks the policy before it is sent: that every phase is one
// the documentation defines, that every rule, action and config of a
// known action has only the members its documentation defines
// (ErrUnknownMember, with the closest documented name), that every
// action's type is known, its required config fields are there and its
// fields follow their documented rules, that its phase allows it, and
// that every expression (and the bucket keys of rate-limit) compiles with
// cel-go against the variables the phase documents, within the limits
// that keep the check cheap (ErrLimit). It returns nil or the mistakes
// found, each an *Error, joined with errors.Join. The zero Policy is
// valid. It knows no endpoint: ValidateFor adds the API's checks for one.
func (p *Policy) Validate() error {
	return p.validate(nil)
}

// ValidateFor checks the policy as Validate does, and as the API checks
// it for the endpoint e: a rule without actions and an empty policy for a
// cloud endpoint are refused with ErrNoActions, an action after a
// terminating action of its rule (close-connection, custom-response,
// deny, forward-internal unless its on_error is "continue") with
// ErrUnreachable, and an action in a phase that e's protocol does not run
// (on_http_request or on_http_response on a tcp or tls endpoint), or an
// action whose page lists schemes other than e's (terminate-tls: https
// and tls), with ErrProtocol. The mistakes come in the order of the
// document.
func (p *Policy) ValidateFor(e Endpoint) error {
	return p.validate(&e)
}

// validate checks the policy for the endpoint e, or for any endpoint when
// e is nil.
func (p *Policy) validate(e *Endpoint) error {
	errs := unknownPhases(p.Extra)
	if err := emptyForCloud(p, e); err != nil {
		errs = append(errs, err)
	}
	var budget exprBudget
	aiGateways := 0
	for _, ph := range p.phases() {
		if len(ph.rules) == 0 {
			continue
		}
		env, err := exprEnvs[ph.phase]()
		if err != nil {
			return err
		}
		for i, r := range ph.rules {
			errs = append(errs, checkRule(env, &budget, e, i, r)...)
		}
		errs = append(errs, secondAIGateways(ph.phase, ph.rules, &aiGateways)...)
	}
	return errors.Join(errs...)
}

// secondAIGateways returns a mistake for each ai-gateway action of rules,
// the rules of phase, after the first of the policy, which seen counts:
// a policy holds one at most (errors/err_ngrok_2266).
func secondAIGateways(phase Phase, rules []Rule, seen *int) []error {
	var errs []error
	for i, r := range rules {
		for j, a := range r.Actions {
			if a.Kind() != (AIGateway{}).ActionType() {
				continue
			}
			if *seen++; *seen > 1 {
				errs = append(errs, &Error{Phase: phase, Rule: i, RuleName: r.Name, Action: j, ActionType: a.Kind(),
					Err: ErrLimit, Code: codeSecondAIGateway, Msg: "a traffic policy holds one AI gateway action at most"})
			}
		}
	}
	return errs
}

// exprBudget counts the expressions of a policy against
// maxPolicyExpressions and maxPolicyExpressionBytes.
type exprBudget struct {
	count, bytes int
	// spent is set once an expression has gone over a limit.
	spent bool
}

// check checks src in env, counting it. The expression that goes over a
// limit is refused with ErrLimit; those after it are not checked at all.
func (b *exprBudget) check(env *exprEnv, src string, cond bool) *problem {
	if b.spent {
		return nil
	}
	b.count++
	b.bytes += len(src)
	b.spent = b.count > maxPolicyExpressions || b.bytes > maxPolicyExpressionBytes
	switch {
	case b.count > maxPolicyExpressions:
		return &problem{err: ErrLimit, msg: fmt.Sprintf("the policy holds more than %d expressions, the limit", maxPolicyExpressions)}
	case b.bytes > maxPolicyExpressionBytes:
		return &problem{err: ErrLimit, msg: fmt.Sprintf("the expressions of the policy hold more than %d bytes in all, the limit", maxPolicyExpressionBytes)}
	}
	return env.check(src, cond)
}

// checkRule returns the mistakes of rule i of env's phase on the endpoint
// e (any endpoint when nil), counting its expressions against budget.
func checkRule(env *exprEnv, budget *exprBudget, e *Endpoint, i int, r Rule) []error {
	var errs []error
	at := func(action int, typ string, pr problem, expr string) {
		errs = append(errs, &Error{Phase: env.phase, Rule: i, RuleName: r.Name, Action: action, ActionType: typ,
			Field: pr.field, Expression: expr, Err: pr.err, Msg: pr.msg, Code: pr.code})
	}
	for _, pr := range strayMembers(r.Extra, jsonNames(reflect.TypeFor[Rule]()), nil, "", "the rule") {
		at(-1, "", pr, "")
	}
	for _, src := range r.Expressions {
		if pr := budget.check(env, src, true); pr != nil {
			at(-1, "", *pr, src)
		}
	}
	if e != nil && len(r.Actions) == 0 {
		at(-1, "", problem{field: "actions", err: ErrNoActions, msg: "a rule must define at least one action"}, "")
	}
	terminatedBy := ""
	for j, a := range r.Actions {
		typ := a.Kind()
		for _, pr := range strayMembers(a.Extra, jsonNames(reflect.TypeFor[Action]()), nil, "", "the action") {
			at(j, typ, pr, "")
		}
		if terminatedBy != "" {
			at(j, typ, problem{err: ErrUnreachable, msg: fmt.Sprintf("action %s is unreachable: %s before it ends the processing", typ, terminatedBy)}, "")
		}
		if pr := protocolProblem(e, env.phase, typ); pr != nil {
			at(j, typ, *pr, "")
			continue
		}
		cfg, pr := typedConfig(a, env.phase)
		if pr != nil {
			at(j, typ, *pr, "")
			continue
		}
		if e != nil && terminatedBy == "" && terminating(typ, cfg) {
			terminatedBy = typ
		}
		var ch checks
		if c, ok := cfg.(checker); ok {
			c.check(&ch)
		}
		for _, pr := range append(ch, configMembers(reflect.ValueOf(cfg), "")...) {
			at(j, typ, pr, "")
		}
		if c, ok := cfg.(expressioner); ok {
			for _, fe := range c.expressions() {
				if pr := budget.check(env, fe.src, false); pr != nil {
					pr.field = fe.field
					at(j, typ, *pr, fe.src)
				}
			}
		}
	}
	return errs
}

// typedConfig returns the typed config of a, a zero one when a has none,
// or the problem that stops its fields from being checked: an unknown
// type, a phase that does not allow it, a config of another type.
func typedConfig(a Action, phase Phase) (Config, *problem) {
	typ := a.Kind()
	s, ok := lookup(typ)
	switch {
	case typ == "":
		return nil, &problem{err: ErrUnknownAction, msg: "the action has no type"}
	case !ok:
		return nil, &problem{err: ErrUnknownAction, msg: fmt.Sprintf("unknown action %q", typ) + didYouMean(icel.Closest(typ, KnownActions()))}
	case !slices.Contains(s.phases, phase):
		return nil, &problem{err: ErrPhase, msg: fmt.Sprintf("%s is not allowed in %s, only in %s", typ, phase, joinPhases(s.phases))}
	}
	cfg := s.config()
	switch c := a.Config.(type) {
	case nil:
	case RawConfig:
		if err := json.Unmarshal(c, cfg); err != nil {
			return nil, &problem{field: "config", err: ErrInvalidField, msg: err.Error()}
		}
	default:
		if c.ActionType() != typ {
			return nil, &problem{field: "config", err: ErrInvalidField, msg: fmt.Sprintf("is the config of %s, not of %s", c.ActionType(), typ)}
		}
		cfg = c
	}
	return cfg, nil
}

// joinPhases writes phases as a list for messages.
func joinPhases(phases []Phase) string {
	names := make([]string, len(phases))
	for i, p := range phases {
		names[i] = string(p)
	}
	return strings.Join(names, ", ")
}

// maxQuotedExpression is the most characters of an expression that an
// error message quotes: a message stays short even for an expression
// refused for its size.
const maxQuotedExpression = 120

// quoteShort quotes the expression src, cut to its first
// maxQuotedExpression characters and its length told when it is longer.
func quoteShort(src string) string {
	runes := []rune(src)
	if len(runes) <= maxQuotedExpression {
		return strconv.Quote(src)
	}
	return fmt.Sprintf("%q... (%d characters)", string(runes[:maxQuotedExpression]), len(runes))
}

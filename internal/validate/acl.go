package validate

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ACLRuleKind is the form of an ACL rule of a tunnel or SSH credential.
type ACLRuleKind int

// The forms of an ACL rule.
const (
	// ACLAll is the rule "*": no restriction at all.
	ACLAll ACLRuleKind = iota + 1
	// ACLDomain is "bind:<domain>" or, with a leading wildcard,
	// "bind:*.<suffix>".
	ACLDomain
	// ACLHostPort is "bind:<host>:<port>".
	ACLHostPort
	// ACLLabel is "bind:<key>=<value>", where key and value may be "*".
	ACLLabel
)

// aclBind is the prefix of every rule but "*": bind is the only rule kind.
const aclBind = "bind:"

// ACLRule is a parsed ACL rule. Only the fields of its Kind are set.
type ACLRule struct {
	// Kind is the rule's form.
	Kind ACLRuleKind
	// Host is the domain of ACLDomain (starting with "*." for a wildcard)
	// or the host of ACLHostPort.
	Host string
	// Port is the port of ACLHostPort.
	Port int
	// Key and Value are the label of ACLLabel; either may be "*".
	Key, Value string
}

// String returns the rule in the form the API takes.
func (r ACLRule) String() string {
	switch r.Kind {
	case ACLAll:
		return "*"
	case ACLDomain:
		return aclBind + r.Host
	case ACLHostPort:
		return aclBind + r.Host + ":" + strconv.Itoa(r.Port)
	case ACLLabel:
		return aclBind + r.Key + "=" + r.Value
	}
	return ""
}

// ParseACLRule parses one ACL rule: "*", "bind:<domain>",
// "bind:*.<suffix>", "bind:<host>:<port>" or "bind:<key>=<value>" (key
// and value may be "*"). Domains and hosts are DNS names of letters,
// digits and hyphens; label keys are made of letters, digits and ". _ / -",
// label values of the same and ":".
func ParseACLRule(s string) (ACLRule, error) {
	if s == "*" {
		return ACLRule{Kind: ACLAll}, nil
	}
	target, ok := strings.CutPrefix(s, aclBind)
	if !ok {
		return ACLRule{}, errors.New(`must be "*" or start with "bind:", the only rule kind`)
	}
	if target == "" {
		return ACLRule{}, errors.New("has nothing to bind after \"bind:\"")
	}
	if target == "*" {
		return ACLRule{}, errors.New(`binds nothing in particular: the rule "*" permits everything`)
	}
	if key, value, isLabel := strings.Cut(target, "="); isLabel {
		if err := aclLabelPart("key", key, aclKeyChar); err != nil {
			return ACLRule{}, err
		}
		if err := aclLabelPart("value", value, aclValueChar); err != nil {
			return ACLRule{}, err
		}
		return ACLRule{Kind: ACLLabel, Key: key, Value: value}, nil
	}
	if host, port, isHostPort := strings.Cut(target, ":"); isHostPort {
		if err := hostname(host); err != nil {
			return ACLRule{}, err
		}
		n, err := parsePort(port)
		if err != nil {
			return ACLRule{}, err
		}
		return ACLRule{Kind: ACLHostPort, Host: host, Port: n}, nil
	}
	domain := target
	if suffix, wildcard := strings.CutPrefix(target, "*."); wildcard {
		domain = suffix
	}
	if err := hostname(domain); err != nil {
		return ACLRule{}, err
	}
	return ACLRule{Kind: ACLDomain, Host: target}, nil
}

// ACL checks a credential's list of ACL rules. An error names the index
// and the text of the first malformed rule, with the code CodeACLRule
// (errors/err_ngrok_600).
func ACL(rules []string) error {
	for i, rule := range rules {
		if _, err := ParseACLRule(rule); err != nil {
			return FailCoded(CodeACLRule, Elem("acl", i), "rule %q %v", rule, err)
		}
	}
	return nil
}

// aclLabelPart checks the key or the value of a label rule: "*" or a
// non-empty run of allowed characters.
func aclLabelPart(what, s string, allowed func(byte) bool) error {
	if s == "*" {
		return nil
	}
	if s == "" {
		return fmt.Errorf("has an empty label %s; use \"*\" to match any", what)
	}
	for i := 0; i < len(s); i++ {
		if !allowed(s[i]) {
			return fmt.Errorf("has %q in the label %s %q", s[i], what, s)
		}
	}
	return nil
}

func aclKeyChar(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '/' || c == '-'
}

func aclValueChar(c byte) bool { return aclKeyChar(c) || c == ':' }

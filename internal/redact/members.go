// Package redact keeps secrets out of what fmt prints and slog logs. It
// holds the one list of the JSON members that carry a credential and the
// generic renderings that hide them: a type that holds a secret formats
// and logs itself with Format and LogValue, each a one-line method.
package redact

import (
	"reflect"
	"strings"
)

// Text is what every rendering shows in place of a secret that is set.
const Text = "[REDACTED]"

// module is the import path of the module whose types are rendered member
// by member; types from elsewhere (time.Time, ...) render as they are.
const module = "github.com/ingresskit/ingress"

// Secret reports whether the field f of the struct type owner holds a
// secret: its JSON member (the name of its json tag, or its Go name when it
// has none) is one that carries a credential wherever it appears (see
// secretMember), or one that does in owner only (see ownSecret), and its
// type is not a reference to a secret kept elsewhere (see reference).
// Every value below such a field is the secret.
func Secret(owner reflect.Type, f reflect.StructField) bool {
	name := Member(f)
	if reference(f.Type) {
		return false
	}
	return secretMember(name) || ownSecret(typeName(owner)+"."+name)
}

// typeName is t's package path, a dot and its name.
func typeName(t reflect.Type) string { return t.PkgPath() + "." + t.Name() }

// reference reports whether values of type t (or of what t points to)
// say where a secret comes from without holding it, so that they are shown
// even under a secret's member: setup.SecretSource, which names an
// environment variable or a file.
func reference(t reflect.Type) bool {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return typeName(t) == module+"/setup.SecretSource"
}

// Member returns the JSON member of the field f: the name of its json tag,
// or its Go name when the tag gives none, and "-" for a field that JSON
// leaves out.
func Member(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" {
		return f.Name
	}
	return name
}

// secretMember reports whether the JSON member name holds a credential
// wherever it appears: a client, shared or webhook secret, a private key, a
// token, a password or an API or access key.
func secretMember(name string) bool {
	switch name {
	case "client_secret", "secret", "private_key", "private_key_pem", "server_private_key",
		"token", "password", "api_key", "auth_token", "access_key", "secret_access_key",
		"aws_secret_access_key", "azure_client_secret", "datadog_api_key":
		return true
	}
	return false
}

// ownSecret reports whether member, a type's name (see typeName), a dot
// and a JSON member, holds a credential in that type though the member's
// name does not elsewhere: the value of a vault secret, of an AI
// provider's API key and of a setup token, the username:password pairs of
// basic auth, and the tokens and private keys of a snapshot of the fake.
func ownSecret(member string) bool {
	switch member {
	case module + "/vaults.SecretCreateParams.value",
		module + "/vaults.SecretUpdateParams.value",
		module + "/vaults.Value.p",
		module + "/setup.Token.value",
		module + "/trafficpolicy.AIAPIKey.value",
		module + "/trafficpolicy.BasicAuth.credentials",
		module + "/ingresstest/internal/snapshot.Account.api_key_tokens",
		module + "/ingresstest/internal/snapshot.Account.ssh_authority_keys",
		module + "/ingresstest/internal/snapshot.managedKeys.issuer_key",
		module + "/ingresstest/internal/snapshot.managedKeys.leaf_keys":
		return true
	}
	return false
}

package ingresstest_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ingresstest"
)

// requireFilterRefused lists the API keys of srv with filter and checks
// that the server refuses it with a message holding msg.
func requireFilterRefused(t *testing.T, srv *ingresstest.Server, path, filter, msg string) {
	t.Helper()
	res := send(t, srv, rawCall{method: http.MethodGet, path: path + "?filter=" + url.QueryEscape(filter)})
	doc := requireError(t, res, http.StatusBadRequest, ingresstest.CodeInvalidFilter)
	assert.Contains(t, doc.Msg, msg)
}

func TestFilterNamesRefusedOperators(t *testing.T) {
	srv, _ := newServer(t)
	requireFilterRefused(t, srv, "/api_keys", `obj.description[0] == "c"`, "the index operator [ ] is not supported")
	requireFilterRefused(t, srv, "/api_keys", `obj.description == "ci" ? true : false`, "the conditional operator ? : is not supported")
}

func TestFilterMustBeCondition(t *testing.T) {
	srv, _ := newServer(t)
	requireFilterRefused(t, srv, "/api_keys", `obj`, "obj is a value, not a condition")
	requireFilterRefused(t, srv, "/api_keys", `obj.created_at`, "obj.created_at is a value, not a condition")
	requireFilterRefused(t, srv, "/endpoints", `obj.url`, "obj.url is a value, not a condition")
	res := send(t, srv, rawCall{method: http.MethodGet, path: "/endpoints?filter=" + url.QueryEscape(`obj.pooling_enabled`)})
	assert.Equal(t, http.StatusOK, res.status, "a member that is a bool is a condition: %s", res.body)
}

func TestFilterNotUTF8Refused(t *testing.T) {
	srv, _ := newServer(t)
	requireFilterRefused(t, srv, "/api_keys", "obj.description == \"\xff\"", "not valid UTF-8")
}

// TestFilterListMemberLeftOfInRefused follows the filtering page
// (https://ngrok.com/docs/api/api-filtering), which lists
// obj.bindings in ["public", "internal"] as not valid: it used to answer
// 200 and an empty list.
func TestFilterListMemberLeftOfInRefused(t *testing.T) {
	srv, _ := newServer(t)
	requireFilterRefused(t, srv, "/endpoints", `obj.bindings in ["public", "internal"]`, "obj.bindings is a list")
	requireFilterRefused(t, srv, "/endpoints", `["agent", "cloud"] in obj.bindings`, "a list on the left of in")
	res := send(t, srv, rawCall{method: http.MethodGet, path: "/endpoints?filter=" + url.QueryEscape(`"public" in obj.bindings || obj.type in ["agent", "cloud"]`)})
	assert.Equal(t, http.StatusOK, res.status, "the valid forms of the page pass: %s", res.body)
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The limits the process runs under: 2 GiB of address space, and a soft
// memory limit of 1 GiB for the Go runtime.
const (
	hostileAddressSpace = "2147483648"
	hostileMemLimit     = "1GiB"
)

// hostileRequest is one request that tries to make the server spend
// without bound, and the statuses that may answer it.
type hostileRequest struct {
	name   string
	method string
	path   string
	body   string
	// want holds the acceptable statuses.
	want []int
}

// TestSurvivesHostileRequestsUnderMemoryLimit runs the command as a
// process under prlimit with 2 GiB of address space and GOMEMLIMIT=1GiB,
// sends it requests built to expand, to compile or to scan without bound,
// and checks that it answers each (with a 4xx, or normally where the
// request is within the limits) and is still serving afterwards.
func TestSurvivesHostileRequestsUnderMemoryLimit(t *testing.T) {
	prlimit, err := exec.LookPath("prlimit")
	require.NoError(t, err, "prlimit (util-linux) runs the command under a memory limit")
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	bin := buildCommand(t, ctx)

	cmd := exec.CommandContext(ctx, prlimit, "--as="+hostileAddressSpace, "--", bin, "-addr", "127.0.0.1:0")
	cmd.Env = append(cmd.Environ(), "GOMEMLIMIT="+hostileMemLimit)
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	env := readEnv(t, stdout)
	go func() { exited <- cmd.Wait() }()
	fake := &rawClient{base: env["INGRESS_FAKE_URL"], key: env["INGRESS_FAKE_API_KEY"]}

	fillAPIKeys(t, ctx, fake, 5000)
	for _, req := range hostileRequests() {
		status, body, err := fake.send(ctx, req.method, req.path, req.body)
		require.NoError(t, err, "%s: the server did not answer; it wrote: %s", req.name, firstLines(stderr.String()))
		assert.Contains(t, req.want, status, "%s: %s", req.name, body)
		status, _, err = fake.send(ctx, http.MethodGet, "/api_keys?limit=1", "")
		require.NoError(t, err, "after %s: the server stopped answering; it wrote: %s", req.name, firstLines(stderr.String()))
		require.Equal(t, http.StatusOK, status, "after %s", req.name)
	}
	select {
	case err := <-exited:
		t.Fatalf("the command exited: %v; it wrote: %s", err, firstLines(stderr.String()))
	default:
	}
	require.NoError(t, cmd.Process.Kill())
	<-exited
}

// firstLines returns the first lines of what the command wrote, enough to
// name a crash without its whole goroutine dump.
func firstLines(text string) string {
	if len(text) > 2048 {
		return text[:2048] + "..."
	}
	return text
}

// lockedBuffer is a buffer that a process writes to while a test reads
// it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write appends p.
func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String returns what was written so far.
func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// hostileRequests lists the requests of TestSurvivesHostileRequestsUnderMemoryLimit.
func hostileRequests() []hostileRequest {
	refused := []int{http.StatusBadRequest, http.StatusRequestEntityTooLarge}
	nestedList := strings.Repeat("[", 240) + strings.Repeat("]", 240) + "==[]"
	nestedLists := strings.Repeat(nestedList+" && ", 7) + nestedList
	comparisons := strings.Repeat("obj.metadata != obj.metadata || ", 99) + "obj.metadata != obj.metadata"
	deepConcatenation := "obj.description" + strings.Repeat(" + obj.description", 220) + ` == ""`
	return []hostileRequest{
		{"a small policy with an alias", "POST", "/endpoints", endpointBody("rules: &r\n  - actions: [{type: deny}]\non_http_request: *r\n"), []int{http.StatusCreated}},
		{"one scalar of 850 KB behind 49,000 aliases", "POST", "/endpoints", endpointBody(aliasedScalar(850_000, 49_000)), refused},
		{"nested aliases", "POST", "/endpoints", endpointBody(nestedAliases(30, 60)), refused},
		{"nested list literals in a filter", "GET", "/api_keys?filter=" + url.QueryEscape(nestedLists), "", refused},
		{"nested list literals in a policy", "POST", "/endpoints", endpointBody(policyExpression(nestedLists)), refused},
		{"a deep concatenation in a filter", "GET", "/api_keys?filter=" + url.QueryEscape(deepConcatenation), "", refused},
		{"a costly filter over 5,000 records", "GET", "/api_keys?filter=" + url.QueryEscape(comparisons), "", []int{http.StatusOK, http.StatusBadRequest}},
		{"an index in a filter", "GET", "/api_keys?filter=" + url.QueryEscape(`obj.description[0] == "a"`), "", refused},
		{"a conditional in a filter", "GET", "/api_keys?filter=" + url.QueryEscape(`obj.description == "" ? true : false`), "", refused},
		{"a filter that is not a condition", "GET", "/api_keys?filter=obj", "", refused},
		{"invalid UTF-8 in a filter", "GET", "/api_keys?filter=" + url.QueryEscape("obj.description == \"\xff\""), "", refused},
		{"a duplicate key in a JSON policy", "POST", "/endpoints", endpointBody(`{"on_http_request":[],"on_http_request":[{"actions":[{"type":"deny"}]}]}`), refused},
		{"a duplicate key in a YAML policy", "POST", "/endpoints", endpointBody("on_http_request: []\non_http_request: []\n"), refused},
		{"a merge key in a policy", "POST", "/endpoints", endpointBody("base: &b {type: deny}\non_http_request:\n  - actions:\n      - <<: *b\n"), refused},
		{"a second YAML document", "POST", "/endpoints", endpointBody("on_http_request: []\n---\non_tcp_connect: []\n"), refused},
		{"an undefined phase", "POST", "/endpoints", endpointBody("on_foo:\n  - actions: [{type: deny}]\n"), refused},
		{"a number that overflows", "POST", "/endpoints", endpointBody(`{"on_http_request":[{"actions":[{"type":"custom-response","config":{"status_code":1e400}}]}]}`), refused},
	}
}

// endpointBody is the body of a request creating an internal cloud
// endpoint with the Traffic Policy document policy.
func endpointBody(policy string) string {
	b, err := json.Marshal(map[string]any{
		"type": "cloud", "url": "https://hostile.internal", "bindings": []string{"internal"}, "traffic_policy": policy,
	})
	if err != nil {
		panic(err)
	}
	return string(b)
}

// aliasedScalar is a YAML policy with one scalar of size bytes, referred
// to by aliases aliases.
func aliasedScalar(size, aliases int) string {
	var b strings.Builder
	b.WriteString("x: &s " + strings.Repeat("a", size) + "\ny: [")
	b.WriteString(strings.Repeat("*s,", aliases-1) + "*s]\n")
	return b.String()
}

// nestedAliases is a YAML policy of depth levels, each a list of width
// aliases of the level below: width to the power depth nodes expanded.
func nestedAliases(depth, width int) string {
	var b strings.Builder
	b.WriteString("l0: &l0 [" + strings.Repeat("lol,", width-1) + "lol]\n")
	for i := 1; i <= depth; i++ {
		alias := fmt.Sprintf("*l%d", i-1)
		fmt.Fprintf(&b, "l%d: &l%d [%s%s]\n", i, i, strings.Repeat(alias+",", width-1), alias)
	}
	return b.String()
}

// policyExpression is a policy with one rule whose expression is expr.
func policyExpression(expr string) string {
	b, err := json.Marshal(map[string]any{"on_http_request": []any{map[string]any{
		"expressions": []string{expr}, "actions": []any{map[string]any{"type": "deny"}},
	}}})
	if err != nil {
		panic(err)
	}
	return string(b)
}

// fillAPIKeys creates n API keys, each with metadata of 4,000 bytes, for
// the scans.
func fillAPIKeys(t *testing.T, ctx context.Context, fake *rawClient, n int) {
	t.Helper()
	metadata := strings.Repeat("m", 4000)
	for i := range n {
		status, body, err := fake.send(ctx, http.MethodPost, "/api_keys", fmt.Sprintf(`{"description":"key %d","metadata":%q}`, i, metadata))
		require.NoError(t, err)
		require.Equal(t, http.StatusCreated, status, "%s", body)
	}
}

// rawClient sends requests to the fake as they are, without the SDK's
// checks.
type rawClient struct {
	base, key string
}

// send sends one request and returns the status and at most 4 KiB of the
// body.
func (c *rawClient) send(ctx context.Context, method, path, body string) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Ngrok-Version", "2")
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	text, err := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
	return resp.StatusCode, string(text), err
}

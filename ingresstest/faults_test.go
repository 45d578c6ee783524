package ingresstest_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

var allFaults = []ingresstest.Fault{
	ingresstest.FaultReset, ingresstest.Fault429, ingresstest.Fault500, ingresstest.Fault502,
	ingresstest.Fault503, ingresstest.FaultDropResponse, ingresstest.FaultAfter500,
}

// fastRetries keeps the waits between retries short.
func fastRetries() ingress.Option {
	return ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond, MaxWait: 2 * time.Millisecond})
}

// handledCounter counts the requests that reached the server's handler, by
// method and path.
type handledCounter struct {
	mu     sync.Mutex
	counts map[string]int
	faults []ingresstest.Fault
}

func countHandled(srv *ingresstest.Server) *handledCounter {
	c := &handledCounter{counts: map[string]int{}}
	srv.OnHandled(func(h ingresstest.Handled) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.counts[h.Method+" "+h.Path]++
		if h.Fault != 0 {
			c.faults = append(c.faults, h.Fault)
		}
	})
	return c
}

func (c *handledCounter) count(route string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[route]
}

// keysWithDescription lists the keys with this description.
func keysWithDescription(t *testing.T, keys *apikeys.Client, description string) []*apikeys.APIKey {
	t.Helper()
	var found []*apikeys.APIKey
	for k, err := range keys.List(context.Background(), nil).All() {
		require.NoError(t, err)
		if k.Description == description {
			found = append(found, k)
		}
	}
	return found
}

func TestFaultGetIsRetriedThroughEveryFault(t *testing.T) {
	for _, fault := range allFaults {
		t.Run(fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer()
			t.Cleanup(srv.Close)
			keys := apikeys.NewClient(srv.Client(fastRetries()))
			ctx := context.Background()
			created, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("get-" + fault.String())})
			require.NoError(t, err)

			srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{fault}})
			got, err := keys.Get(ctx, created.ID)
			require.NoError(t, err)
			assert.Equal(t, created.ID, got.ID)

			st := srv.FaultStats()
			assert.Equal(t, map[ingresstest.Fault]int{fault: 1}, st.Injected)
			assert.Equal(t, 2, st.Requests, "the faulted attempt and its retry")
		})
	}
}

// TestFaultPostAfterHandler shows that a create whose response is lost is
// not repeated: the resource exists once and the caller gets an error.
func TestFaultPostAfterHandler(t *testing.T) {
	for _, fault := range []ingresstest.Fault{ingresstest.FaultDropResponse, ingresstest.FaultAfter500} {
		t.Run(fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer()
			t.Cleanup(srv.Close)
			handled := countHandled(srv)
			keys := apikeys.NewClient(srv.Client(fastRetries()))
			description := "post-" + fault.String()

			srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{fault}})
			_, err := keys.Create(context.Background(), &apikeys.CreateParams{Description: new(description)})
			require.Error(t, err)

			assert.Equal(t, 1, handled.count("POST /api_keys"), "the create reached the handler once")
			assert.Len(t, keysWithDescription(t, keys, description), 1)
			assert.Equal(t, []ingresstest.Fault{fault}, handled.faults)

			var apiErr *ingress.Error
			if fault == ingresstest.FaultAfter500 {
				require.ErrorAs(t, err, &apiErr)
				assert.Equal(t, http.StatusInternalServerError, apiErr.StatusCode)
				assert.Equal(t, ingresstest.CodeInjectedFailure, apiErr.ErrorCode)
				assert.Equal(t, 1, apiErr.Attempts)
			} else {
				assert.False(t, errors.As(err, &apiErr), "a lost response is a transport error, got %v", err)
				assert.Contains(t, err.Error(), "POST /api_keys")
			}
		})
	}
}

// TestFaultPostBeforeHandler shows what a create does when a fault stops
// it before the handler: a 429 is retried (the server asked for it and did
// nothing); a 5xx is not, because a POST is retried only when the client
// knows it had no effect; and neither is a reset, because the client cannot
// tell a reset before the handler from one after: the request was written.
func TestFaultPostBeforeHandler(t *testing.T) {
	tests := []struct {
		fault   ingresstest.Fault
		retried bool
		status  int // of the caller's error; 0 for a transport error
	}{
		{ingresstest.Fault429, true, 0},
		{ingresstest.Fault500, false, http.StatusInternalServerError},
		{ingresstest.Fault502, false, http.StatusBadGateway},
		{ingresstest.Fault503, false, http.StatusServiceUnavailable},
		{ingresstest.FaultReset, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer()
			t.Cleanup(srv.Close)
			handled := countHandled(srv)
			keys := apikeys.NewClient(srv.Client(fastRetries()))
			description := "post-" + tt.fault.String()

			srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{tt.fault}})
			k, err := keys.Create(context.Background(), &apikeys.CreateParams{Description: new(description)})
			assert.Equal(t, 1, srv.FaultStats().Injected[tt.fault])

			if tt.retried {
				require.NoError(t, err)
				assert.Equal(t, description, k.Description)
				assert.Equal(t, 1, handled.count("POST /api_keys"))
				assert.Len(t, keysWithDescription(t, keys, description), 1)
				return
			}
			require.Error(t, err)
			assert.Equal(t, 0, handled.count("POST /api_keys"), "the fault came before the handler")
			assert.Empty(t, keysWithDescription(t, keys, description))
			var apiErr *ingress.Error
			if tt.status == 0 {
				assert.False(t, errors.As(err, &apiErr), "a reset is a transport error, got %v", err)
				return
			}
			require.ErrorAs(t, err, &apiErr)
			assert.Equal(t, tt.status, apiErr.StatusCode)
			assert.Equal(t, ingresstest.CodeInjectedFailure, apiErr.ErrorCode)
			assert.Equal(t, 1, apiErr.Attempts)
		})
	}
}

// TestFaultDeleteAfterHandler shows a delete whose effect happened but
// whose answer was lost or a 500: either way the outcome was unknown to the
// client, so the retry's 404 counts as success.
func TestFaultDeleteAfterHandler(t *testing.T) {
	for _, fault := range []ingresstest.Fault{ingresstest.FaultDropResponse, ingresstest.FaultAfter500} {
		t.Run(fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer()
			t.Cleanup(srv.Close)
			keys := apikeys.NewClient(srv.Client(fastRetries()))
			ctx := context.Background()
			k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("delete")})
			require.NoError(t, err)

			srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{fault}})
			require.NoError(t, keys.Delete(ctx, k.ID))
			_, err = keys.Get(ctx, k.ID)
			assert.True(t, ingress.IsNotFound(err), "got %v", err)
		})
	}
}

func TestFaultUpdateAfterHandlerIsRetried(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	handled := countHandled(srv)
	keys := apikeys.NewClient(srv.Client(fastRetries()))
	ctx := context.Background()
	k, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("before")})
	require.NoError(t, err)

	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.FaultDropResponse}})
	updated, err := keys.Update(ctx, k.ID, &apikeys.UpdateParams{Description: new("after")})
	require.NoError(t, err)
	assert.Equal(t, "after", updated.Description)
	assert.Equal(t, 2, handled.count("PATCH /api_keys/"+k.ID), "a PATCH is repeated: it is idempotent")
}

// TestFaultResponses checks what each fault sends on the wire.
func TestFaultResponses(t *testing.T) {
	tests := []struct {
		fault      ingresstest.Fault
		status     int
		code       string
		retryAfter string
	}{
		{ingresstest.Fault429, http.StatusTooManyRequests, ingresstest.CodeRateLimited, "2"},
		{ingresstest.Fault500, http.StatusInternalServerError, ingresstest.CodeInjectedFailure, ""},
		{ingresstest.Fault502, http.StatusBadGateway, ingresstest.CodeInjectedFailure, ""},
		{ingresstest.Fault503, http.StatusServiceUnavailable, ingresstest.CodeInjectedFailure, ""},
		{ingresstest.FaultAfter500, http.StatusInternalServerError, ingresstest.CodeInjectedFailure, ""},
	}
	for _, tt := range tests {
		t.Run(tt.fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer(ingresstest.WithFaults(ingresstest.FaultPlan{
				Rate: 1, Kinds: []ingresstest.Fault{tt.fault}, RetryAfter: 1500 * time.Millisecond,
			}))
			t.Cleanup(srv.Close)
			resp, err := http.Get(srv.URL + "/api_keys")
			require.NoError(t, err)
			defer resp.Body.Close()
			assert.Equal(t, tt.status, resp.StatusCode)
			assert.Equal(t, tt.retryAfter, resp.Header.Get("Retry-After"))
			assert.Equal(t, "application/json", resp.Header.Get("Content-Type"))
			var doc struct {
				ErrorCode  string            `json:"error_code"`
				StatusCode int               `json:"status_code"`
				Msg        string            `json:"msg"`
				Details    map[string]string `json:"details"`
			}
			require.NoError(t, json.NewDecoder(resp.Body).Decode(&doc))
			assert.Equal(t, tt.code, doc.ErrorCode)
			assert.Equal(t, tt.status, doc.StatusCode)
			assert.Contains(t, doc.Msg, "injected fault")
			assert.NotEmpty(t, doc.Details["operation_id"])
		})
	}
	for _, fault := range []ingresstest.Fault{ingresstest.FaultReset, ingresstest.FaultDropResponse} {
		t.Run(fault.String(), func(t *testing.T) {
			srv := ingresstest.NewServer(ingresstest.WithFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{fault}}))
			t.Cleanup(srv.Close)
			resp, err := http.Post(srv.URL+"/api_keys", "application/json", nil)
			if err == nil {
				resp.Body.Close()
			}
			require.Error(t, err, "the connection closes without an answer")
		})
	}
}

// outcomes makes n sequential calls, each on a new connection and without
// retries, and describes how each ended.
func outcomes(t *testing.T, srv *ingresstest.Server, n int) []string {
	t.Helper()
	c := srv.Client(ingress.WithoutRetries(), ingress.WithHTTPClient(&http.Client{Transport: &http.Transport{DisableKeepAlives: true}}))
	var out []string
	for range n {
		err := c.Do(context.Background(), http.MethodGet, "/api_keys", nil, nil)
		var apiErr *ingress.Error
		switch {
		case err == nil:
			out = append(out, "ok")
		case errors.As(err, &apiErr):
			out = append(out, fmt.Sprint(apiErr.StatusCode))
		default:
			out = append(out, "transport")
		}
	}
	return out
}

func TestFaultsAreDeterministic(t *testing.T) {
	plan := func(seed uint64) ingresstest.FaultPlan {
		return ingresstest.FaultPlan{Rate: 0.5, Seed: seed}
	}
	run := func(seed uint64) ([]string, ingresstest.FaultStats) {
		srv := ingresstest.NewServer(ingresstest.WithFaults(plan(seed)))
		defer srv.Close()
		return outcomes(t, srv, 200), srv.FaultStats()
	}
	first, firstStats := run(7)
	second, secondStats := run(7)
	other, _ := run(8)

	assert.Equal(t, first, second, "the same seed gives the same faults")
	assert.Equal(t, firstStats, secondStats)
	assert.NotEqual(t, first, other, "another seed gives other faults")

	injected := 0
	for _, n := range firstStats.Injected {
		injected += n
	}
	assert.Equal(t, 200, firstStats.Requests)
	assert.InDelta(t, 100, injected, 30, "about half the requests fail")
	assert.Len(t, firstStats.Injected, len(allFaults), "every kind is chosen")

	ok := 0
	for _, o := range first {
		if o == "ok" {
			ok++
		}
	}
	assert.Equal(t, 200-injected, ok, "every request without a fault succeeds")
}

func TestSetFaultsRestartsAndTurnsOff(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	plan := ingresstest.FaultPlan{Rate: 0.3, Seed: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}}
	srv.SetFaults(plan)
	first := outcomes(t, srv, 40)
	srv.SetFaults(plan)
	again := outcomes(t, srv, 40)
	assert.Equal(t, first, again, "setting a plan starts its decisions again")
	assert.Contains(t, first, "503")

	srv.SetFaults(ingresstest.FaultPlan{})
	for _, o := range outcomes(t, srv, 20) {
		assert.Equal(t, "ok", o)
	}
	assert.Equal(t, 100, srv.FaultStats().Requests)
}

func TestFaultPlanMax(t *testing.T) {
	srv := ingresstest.NewServer(ingresstest.WithFaults(ingresstest.FaultPlan{Rate: 1, Max: 3, Kinds: []ingresstest.Fault{ingresstest.Fault500}}))
	t.Cleanup(srv.Close)
	assert.Equal(t, []string{"500", "500", "500", "ok", "ok"}, outcomes(t, srv, 5))
}

func TestFaultPlanInvalid(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	for _, plan := range []ingresstest.FaultPlan{
		{Rate: 1.5},
		{Rate: -0.1},
		{Rate: 0.5, Kinds: []ingresstest.Fault{99}},
		{Rate: 0.5, Max: -1},
		{Rate: 0.5, RetryAfter: -time.Second},
	} {
		assert.Panics(t, func() { srv.SetFaults(plan) }, "%+v", plan)
	}
	assert.Panics(t, func() { ingresstest.NewServer(ingresstest.WithFaults(ingresstest.FaultPlan{Rate: 2})) })
}

func TestFaultString(t *testing.T) {
	var names []string
	for _, f := range allFaults {
		names = append(names, f.String())
	}
	assert.Equal(t, []string{"reset", "429", "500", "502", "503", "drop-response", "after-500"}, names)
	assert.Equal(t, "Fault(0)", ingresstest.Fault(0).String())
}

func TestOnHandledReportsStatusAndBody(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	var mu sync.Mutex
	var seen []ingresstest.Handled
	srv.OnHandled(func(h ingresstest.Handled) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, h)
	})
	keys := apikeys.NewClient(srv.Client())
	_, err := keys.Create(context.Background(), &apikeys.CreateParams{Description: new("hooked")})
	require.NoError(t, err)
	_, err = keys.Get(context.Background(), "ak_missing")
	require.Error(t, err)

	mu.Lock()
	defer mu.Unlock()
	require.Len(t, seen, 2)
	assert.Equal(t, "POST", seen[0].Method)
	assert.Equal(t, "/api_keys", seen[0].Path)
	assert.Equal(t, http.StatusCreated, seen[0].Status)
	assert.JSONEq(t, `{"description":"hooked"}`, string(seen[0].Body))
	assert.Equal(t, "ApiKeysCreate", seen[0].Operation)
	assert.Equal(t, `{"description":"hooked"}`, seen[0].Request.Text)
	assert.Contains(t, seen[0].Response.Text, `"token":"[REDACTED]"`, "the response as the journal keeps it")
	missing := seen[1]
	assert.Equal(t, "ApiKeysGet", missing.Operation)
	assert.Equal(t, "/api_keys/ak_missing", missing.Path)
	assert.Equal(t, http.StatusNotFound, missing.Status)
	assert.Nil(t, missing.Body)
	assert.False(t, missing.Time.IsZero())
	assert.Equal(t, missing.Response.Size, len(missing.Response.Text))

	entries := srv.Journal(ingresstest.JournalFilter{}).Entries
	require.Len(t, entries, 2)
	for i, e := range entries {
		h := seen[len(seen)-1-i]
		assert.Equal(t, []any{h.Seq, h.Time, h.Method, h.Operation, h.Status, h.Code, h.Request, h.Response},
			[]any{e.Seq, e.Time, e.Method, e.Operation, e.Status, e.Code, e.Request, e.Response}, "the hook and the journal tell the same story")
	}
}

func ExampleServer_SetFaults() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	keys := apikeys.NewClient(srv.Client(ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond})))
	ctx := context.Background()
	count := func(description string) int {
		n := 0
		for k, err := range keys.List(ctx, nil).All() {
			if err == nil && k.Description == description {
				n++
			}
		}
		return n
	}

	// The next request fails with 503: the client retries the GET.
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}})
	fmt.Println("admin keys:", count(""), "injected:", srv.FaultStats().Injected)

	// The next response is lost after the key is created: the client does
	// not repeat the POST, so the key exists once.
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.FaultDropResponse}})
	_, err := keys.Create(ctx, &apikeys.CreateParams{Description: new("ci")})
	fmt.Println("create failed:", err != nil, "keys named ci:", count("ci"))
	// Output:
	// admin keys: 1 injected: map[503:1]
	// create failed: true keys named ci: 1
}

func TestSetFaultsBesideOtherMiddleware(t *testing.T) {
	srv := ingresstest.NewServer(
		ingresstest.WithFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}}),
		ingresstest.WithRateLimit(1000, time.Second),
	)
	t.Cleanup(srv.Close)
	assert.Equal(t, []string{"503", "503"}, outcomes(t, srv, 2))
	srv.SetFaults(ingresstest.FaultPlan{})
	assert.Equal(t, []string{"ok", "ok"}, outcomes(t, srv, 2), "the plan set first is the one replaced")
}

func TestFaultStatsBeforeFaults(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	assert.Equal(t, ingresstest.FaultStats{Injected: map[ingresstest.Fault]int{}}, srv.FaultStats())
	assert.Equal(t, []string{"ok"}, outcomes(t, srv, 1))
	assert.Zero(t, srv.FaultStats().Requests, "requests are counted once fault injection is set up")
}

package ingresstest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// holdAt returns a hook that, each time it runs, waits for release after
// reporting on entered whether the server's lock is free there, as it
// must be for other requests to go on meanwhile.
func holdAt(s *Server, entered chan<- bool, release <-chan struct{}) func() {
	return func() {
		free := s.engine.Mu.TryLock()
		if free {
			s.engine.Mu.Unlock()
		}
		entered <- free
		<-release
	}
}

// requireFree fails the test, releasing the held request, when the lock
// was not free where it was held: other requests would wait for it.
func requireFree(t *testing.T, entered <-chan bool, release chan<- struct{}) {
	t.Helper()
	if !<-entered {
		close(release)
		t.Fatal("the request holds the server's lock where it was held")
	}
}

// requireOthersComplete creates an API key and reads it back while
// another request is held: both must answer.
func requireOthersComplete(t *testing.T, s *Server) {
	t.Helper()
	w := serveAdmin(s, http.MethodPost, "/api_keys", `{"description":"meanwhile"}`)
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	var created struct{ ID string }
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &created))
	w = serveAdmin(s, http.MethodGet, "/api_keys/"+created.ID, "")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
}

// heldRequest sends a request to s in another goroutine, and returns
// where its answer arrives.
func heldRequest(s *Server, method, path, body string) <-chan *httptest.ResponseRecorder {
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() { done <- serveAdmin(s, method, path, body) }()
	return done
}

// whileHeld sends a request to s that hook, one of s.hooks, holds, and
// answers other requests while it waits there; then it releases the
// request and returns its answer.
func whileHeld(t *testing.T, s *Server, hook *func(), method, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	entered, release := make(chan bool), make(chan struct{})
	*hook = holdAt(s, entered, release)
	done := heldRequest(s, method, path, body)
	requireFree(t, entered, release)
	requireOthersComplete(t, s)
	close(release)
	return <-done
}

func TestFilteredListHoldsNoLockWhileScanning(t *testing.T) {
	s := NewServer()
	t.Cleanup(s.Close)
	s.seedAPIKeys(s.AdminID, 5000)
	w := whileHeld(t, s, &s.engine.Hooks.Scan, http.MethodGet, filterPath(`obj.description == "none"`), "")
	assert.Equal(t, http.StatusOK, w.Code, w.Body.String())
}

func TestEndpointPolicyCheckedWithoutLock(t *testing.T) {
	s := NewServer()
	t.Cleanup(s.Close)
	body := `{"type":"cloud","url":"https://api.internal","bindings":["internal"],"traffic_policy":"on_http_request: [{actions: [{type: deny}]}]"}`
	w := whileHeld(t, s, &s.engine.Hooks.Check, http.MethodPost, "/endpoints", body)
	assert.Equal(t, http.StatusCreated, w.Code, w.Body.String())
}

func TestOperatorSelectorsCheckedWithoutLock(t *testing.T) {
	s := NewServer()
	t.Cleanup(s.Close)
	body := `{"enabled_features":["bindings"],"binding":{"endpoint_selectors":["obj.nope == 1"],"csr":"x"}}`
	w := whileHeld(t, s, &s.engine.Hooks.Check, http.MethodPost, "/kubernetes_operators", body)
	assert.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), CodeInvalidEndpointSelector)
}

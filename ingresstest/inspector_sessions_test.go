package ingresstest

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inspectorAt returns an inspector of srv whose sessions expire by the
// time *now reads.
func inspectorAt(srv *Server, now *time.Time) *inspector {
	return &inspector{srv: srv, key: []byte("a key of the inspector's own 32b"), now: func() time.Time { return *now }}
}

// signInTo posts the control token to in's login form and returns the
// session cookie it sets.
func signInTo(t *testing.T, in *inspector) *http.Cookie {
	t.Helper()
	form := url.Values{"token": {in.srv.ControlToken}}
	req := httptest.NewRequest(http.MethodPost, InspectorPath+"/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	in.login(rec, req)
	require.Equal(t, http.StatusSeeOther, rec.Code)
	cookies := rec.Result().Cookies()
	require.Len(t, cookies, 1)
	return cookies[0]
}

// opens reports whether cookie opens in's pages.
func opens(in *inspector, cookie *http.Cookie) bool {
	req := httptest.NewRequest(http.MethodGet, InspectorPath, nil)
	req.AddCookie(cookie)
	return in.signedIn(req)
}

// TestInspectorLogoutEndsTheSession keeps the cookie of a sign-in past
// its logout: it opens nothing any more, while another browser's session
// goes on.
func TestInspectorLogoutEndsTheSession(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	kept, other := signInTo(t, in), signInTo(t, in)
	require.True(t, opens(in, kept))

	req := httptest.NewRequest(http.MethodPost, InspectorPath+"/logout", nil)
	req.AddCookie(kept)
	rec := httptest.NewRecorder()
	in.logout(rec, req)
	assert.Equal(t, http.StatusSeeOther, rec.Code)
	assert.False(t, opens(in, kept), "a cookie kept past its logout")
	assert.True(t, opens(in, other), "another browser's session")
}

// TestInspectorSessionExpires moves the inspector's time to one second
// before a session's end and to its end: the cookie opens the pages, then
// no more.
func TestInspectorSessionExpires(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	c := signInTo(t, in)
	now = now.Add(InspectorSessionTime - time.Second)
	assert.True(t, opens(in, c), "a second before its end")
	now = now.Add(time.Second)
	assert.False(t, opens(in, c), "at its end")
}

// TestInspectorSessionRefusesForgeries changes each part of a cookie: the
// session, its MAC, the control token it was made under.
func TestInspectorSessionRefusesForgeries(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	c := signInTo(t, in)
	id, sum, ok := strings.Cut(c.Value, ".")
	require.True(t, ok)
	for name, value := range map[string]string{
		"another session":   "AAAAAAAAAAAAAAAAAAAAAAAA." + sum,
		"another MAC":       id + "." + strings.Repeat("A", len(sum)),
		"no MAC":            id,
		"a session made up": in.sessionValue("made-up"),
	} {
		assert.False(t, opens(in, &http.Cookie{Name: inspectorCookie, Value: value}), name)
	}
	other := NewServer()
	defer other.Close()
	assert.False(t, opens(&inspector{srv: other, key: in.key, now: in.now}, c), "the cookie of a server with another control token")
	assert.True(t, opens(in, c))
}

// TestInspectorSessionsAreBounded signs in more often than the server
// keeps sessions: every sign-in works, and the oldest sessions end.
func TestInspectorSessionsAreBounded(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	var cookies []*http.Cookie
	for range inspectorMaxSessions + 3 {
		c := signInTo(t, in)
		require.True(t, opens(in, c))
		cookies = append(cookies, c)
	}
	for i, c := range cookies {
		assert.Equal(t, i >= 3, opens(in, c), "sign-in %d", i)
	}
	assert.Len(t, in.sessions.order, inspectorMaxSessions)
}

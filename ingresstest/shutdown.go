package ingresstest

import (
	"net/http"
	"time"
)

// Limits that keep a client from holding the server: how long it may
// take to send a request's headers, its whole request, and how long an
// idle connection stays open; and how long Close waits for requests in
// flight before it cuts their connections.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = 30 * time.Second
	idleTimeout       = time.Minute
	closeGrace        = 2 * time.Second
)

// setTimeouts gives hs's server the read and idle timeouts.
func setTimeouts(hs *http.Server) {
	hs.ReadHeaderTimeout = readHeaderTimeout
	hs.ReadTimeout = readTimeout
	hs.IdleTimeout = idleTimeout
}

// closeWithin shuts the server down, letting requests in flight finish
// for up to grace, then closing the connections of those that have not,
// such as a request whose client stopped sending its body.
func (s *Server) closeWithin(grace time.Duration) {
	done := make(chan struct{})
	go func() {
		s.http.Close()
		close(done)
	}()
	timer := time.NewTimer(grace)
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
		s.http.CloseClientConnections()
		<-done
	}
}

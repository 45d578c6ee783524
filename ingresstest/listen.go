package ingresstest

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
)

// NewServerOn starts a server listening on addr, like "127.0.0.1:8080"
// (port 0 picks a free port), for serving the API to other processes. Its
// URL names the listening address, with 127.0.0.1 for an unspecified host
// such as ":8080". Close it when done.
func NewServerOn(addr string, opts ...Option) (*Server, error) {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("ingresstest: listening on %s: %w", addr, err)
	}
	return start(&httptest.Server{Listener: l, Config: &http.Server{}}, opts)
}

// baseURL returns the URL of a listening address, with the loopback address
// for an unspecified host.
func baseURL(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return "http://" + addr.String()
	}
	ip := tcp.IP
	if ip == nil || ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
	}
	return "http://" + net.JoinHostPort(ip.String(), strconv.Itoa(tcp.Port))
}

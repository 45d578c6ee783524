package ingresstest

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// registerJournalControl serves the journal of each account on the
// control API: GET reads it (see Journal), DELETE clears it (see
// ClearJournal).
func (s *Server) registerJournalControl(acct string) {
	s.accounts.control.Route("GET "+acct+"/journal", func(r *http.Request, a *Server) (int, any, error) {
		f, err := a.journalFilterOf(r.URL.Query())
		if err != nil {
			return 0, nil, err
		}
		return http.StatusOK, a.Journal(f), nil
	})
	s.accounts.control.Route("DELETE "+acct+"/journal", func(_ *http.Request, a *Server) (int, any, error) {
		return noContent(nil, a.ClearJournal)
	})
}

// journalFilterOf reads the filter of a journal request from its query:
// operation, method, status and limit, each optional. A value the journal
// could never match is refused, so that a typing error shows.
func (s *Server) journalFilterOf(q url.Values) (JournalFilter, error) {
	f := JournalFilter{Operation: q.Get("operation"), Method: q.Get("method")}
	if f.Operation != "" && !s.isOperation(f.Operation) {
		return f, api.BadRequest("operation %s is not the name of an operation: an operationId like ReservedDomainsGet", strconv.Quote(f.Operation))
	}
	if f.Method != "" && strings.Trim(upperASCII(f.Method), "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return f, api.BadRequest("method %s is not an HTTP method like GET", strconv.Quote(f.Method))
	}
	if v := q.Get("status"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 100 || n > 599 {
			return f, api.BadRequest("status must be an HTTP status from 100 to 599, got %s", strconv.Quote(v))
		}
		f.Status = n
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return f, api.BadRequest("limit must be a whole number, 0 or more, got %s", strconv.Quote(v))
		}
		f.Limit = n
	}
	return f, nil
}

// isOperation reports whether name is what the journal calls an operation
// of the server (see operationOf).
func (s *Server) isOperation(name string) bool {
	return slices.ContainsFunc(s.engine.Routes(), func(pattern string) bool {
		return journal.OperationIDs[pattern] == name || pattern == name
	})
}

package ingresstest

import "time"

// JournalEntry is one request of an account's journal.
type JournalEntry struct {
	Seq       uint64      `json:"seq"`
	Time      time.Time   `json:"time"`
	Method    string      `json:"method"`
	Path      string      `json:"path"`
	Operation string      `json:"operation"`
	Status    int         `json:"status"`
	Code      string      `json:"error_code,omitempty"`
	Request   JournalBody `json:"request"`
	Response  JournalBody `json:"response"`
}

// JournalBody is a request or response body as the journal keeps it.
type JournalBody struct {
	Text string `json:"text"`
	Size int    `json:"size"`
	Cut  bool   `json:"cut"`
}

// JournalFilter selects the entries Journal returns.
type JournalFilter struct {
	Operation string
	Method    string
	Status    int
	Limit     int
}

// Journal is what Journal returns: entries newest first and the count of
// those dropped.
type Journal struct {
	Entries []JournalEntry `json:"entries"`
	Dropped int            `json:"dropped"`
}

// Journal returns the entries of the account's journal that f selects.
func (s *Server) Journal(f JournalFilter) Journal { return Journal{} }

// ClearJournal empties the account's journal.
func (s *Server) ClearJournal() {}

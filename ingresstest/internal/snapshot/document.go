package snapshot

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Format is the value of the "format" member of every snapshot document,
// which tells it from any other JSON document.
const Format = "ingress-fake-state"

// Version is the version of the snapshot documents that ingresstest
// writes and the only one that it reads.
const Version = 1

// ErrDamaged is the error, wrapped, of Read and of a restore for a
// document that is not a whole snapshot: not JSON, cut short, or with a
// part that does not read as what it stands for.
var ErrDamaged = errors.New("damaged snapshot")

// ErrVersion is the error, wrapped, of Read for a document of another
// format or of another version than Version.
var ErrVersion = errors.New("snapshot of another format or version")

// Document is a snapshot: the whole state of a server, every account
// in it, as a versioned JSON document.
type Document struct {
	// FormatName is the package's Format.
	FormatName string `json:"format"`
	// Version is the package's Version.
	Version int `json:"version"`
	// URL is the base URL that the absolute URIs of the records start
	// with: a restore into a server at another URL rewrites them.
	URL string `json:"url"`
	// Clock is the time of the server's own clock (WithManualClock), or
	// nil when it reads the wall clock.
	Clock *time.Time `json:"clock,omitempty"`
	// ControlIDs is the position of the ID generator of the control
	// API, which made the default account's ID.
	ControlIDs store.IDState `json:"control_ids"`
	// AccountsMade counts the ID streams handed to accounts, which
	// numbers the next new one.
	AccountsMade int `json:"accounts_made"`
	// FreeIDs are the positions of the ID generators of the accounts
	// NewAccount made that were removed since, which new accounts take
	// first.
	FreeIDs []store.IDState `json:"free_ids,omitempty"`
	// Accounts are the accounts, the default one first.
	Accounts []Account `json:"accounts"`
}

// Read reads a snapshot, refusing one of another format or
// version before reading the rest.
func Read(data []byte) (*Document, error) {
	var head struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("ingresstest: restoring a snapshot: %w: %w", ErrDamaged, err)
	}
	if head.Format == nil || *head.Format != Format {
		format := "none"
		if head.Format != nil {
			format = fmt.Sprintf("%q", *head.Format)
		}
		return nil, fmt.Errorf("ingresstest: restoring a snapshot: %w: the document's format is %s, not %q", ErrVersion, format, Format)
	}
	if head.Version == nil || *head.Version != Version {
		version := "none"
		if head.Version != nil {
			version = fmt.Sprint(*head.Version)
		}
		return nil, fmt.Errorf("ingresstest: restoring a snapshot: %w: the document is of version %s, and this server reads version %d only", ErrVersion, version, Version)
	}
	var doc Document
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("ingresstest: restoring a snapshot: %w: %w", ErrDamaged, err)
	}
	return &doc, nil
}

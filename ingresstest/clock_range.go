package ingresstest

import (
	"errors"
	"fmt"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/families/reservations"
	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
	"github.com/ingresskit/ingress/ingresstest/internal/snapshot"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/sshcerts"
)

// The server's clock reads times from ClockMin to ClockMax, both
// included. They are the narrower of two ranges: the seconds since
// IDEpoch that the 32 bits of an ID hold (IDEpoch to
// 2150-06-19T23:21:35Z) and the years that a time in JSON holds (0 to
// 9999). The top stops short of the end of the first by clockMargin, so
// that every certificate and session the server makes valid from its
// clock ends within it too: no record's time is one that JSON cannot
// write, which would fail every list, snapshot and save of the state.
var (
	// ClockMin is the earliest time the server's clock reads: IDEpoch,
	// 2014-05-13T16:53:20Z.
	ClockMin = time.Unix(clockMinUnix, 0).UTC()
	// ClockMax is the latest time the server's clock reads:
	// 2140-06-21T23:21:35Z, ten years before the last second an ID
	// holds.
	ClockMax = time.Unix(clockMaxUnix, 0).UTC()
)

// clockMinUnix and clockMaxUnix are ClockMin and ClockMax in seconds since
// 1970, which the checks read, so that changing ClockMin or ClockMax
// changes no check.
const (
	clockMinUnix = store.EpochUnix
	clockMaxUnix = store.EpochUnix + 1<<32 - 1 - int64(clockMargin/time.Second)
)

// clockMargin is the longest that the server keeps a time past its clock:
// the longest validity of what it makes valid from its clock. A provisioning
// job's renewal and retry fall within a managed certificate's validity. A
// session's duration that a test chooses (ApplicationLogin.Duration) may
// go further, but a time.Duration is under 293 years, so its end still
// falls before the year 9999.
const clockMargin = max(
	routing.SAMLSPValidity,           // a SAML module's request signing certificate
	store.ManagedIssuerValidity,      // the authority of managed certificates
	reservations.ManagedValidity,     // a managed certificate
	agents.OperatorCertValidity,      // a Kubernetes operator's certificate
	366*24*time.Hour,                 // an SSH host certificate: a year
	sshcerts.UserCertificateValidity, // an SSH user certificate
	ApplicationSessionDuration,       // an application session
)

// ErrClockRange is the error, wrapped, of SetClock and AdvanceClock for a
// time outside ClockMin and ClockMax, and of Restore for a snapshot whose
// clock is outside them, which Snapshot never writes.
var ErrClockRange = errors.New("time outside the clock's range")

// clampClock returns t, or the nearer of ClockMin and ClockMax when t is
// outside them.
func clampClock(t time.Time) time.Time {
	if lo := time.Unix(clockMinUnix, 0).UTC(); t.Before(lo) {
		return lo
	}
	if hi := time.Unix(clockMaxUnix, 0).UTC(); t.After(hi) {
		return hi
	}
	return t
}

// checkClockTime returns an error that wraps ErrClockRange and names the
// range when t is outside ClockMin and ClockMax.
func checkClockTime(t time.Time) error {
	if clampClock(t).Equal(t) {
		return nil
	}
	return fmt.Errorf("%w: %s is not between %s and %s, the times that the IDs and the certificates made from the clock can hold",
		ErrClockRange, t.UTC().Format(time.RFC3339Nano), ClockMin.Format(time.RFC3339), ClockMax.Format(time.RFC3339))
}

// clampedNow returns now with every time it reads outside ClockMin and
// ClockMax read as the nearer of them, or nil, the wall clock, for nil.
func clampedNow(now func() time.Time) func() time.Time {
	if now == nil {
		return nil
	}
	return func() time.Time { return clampClock(now()) }
}

// moveWithin moves the clock to to(t), t its time, unless that is outside
// ClockMin and ClockMax: then it leaves the clock as it is and returns an
// error that wraps ErrClockRange.
func (c *Clock) moveWithin(to func(t time.Time) time.Time) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	next := to(c.now)
	if err := checkClockTime(next); err != nil {
		return err
	}
	c.now = next
	return nil
}

// checkSnapshotClock refuses a snapshot whose clock is outside ClockMin
// and ClockMax.
func checkSnapshotClock(doc *snapshot.Document) error {
	if doc.Clock == nil {
		return nil
	}
	return checkClockTime(*doc.Clock)
}

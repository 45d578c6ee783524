package ingresstest

import "time"

// arrivalTime returns the time the journal gives a request as it arrives,
// read without moving the server's clock: the journal must not change
// what the server answers, and a stepping clock (NewSteppingClock) moves
// at every reading, which would shift the times and IDs of every later
// request. A manual clock (WithManualClock) is read with Clock.Time: the
// time that the request's own first reading, for its operation ID, then
// takes, unless a request served at the same moment reads the clock in
// between. The wall clock moves whether read or not. A function given to
// WithClock can only be called, so it is read once more for each request
// the journal keeps; a clock that steps is to be given by WithManualClock.
func (s *Server) arrivalTime() time.Time {
	if s.cfg.clock != nil {
		return s.cfg.clock.Time().UTC()
	}
	return s.cfg.now().UTC()
}

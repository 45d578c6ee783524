package ingresstest

import (
	"encoding/json"

	"github.com/ingresskit/ingress/ingresstest/internal/snapshot"
)

// exportAccount copies the account's state under its lock for reading,
// holding it only to copy references, and returns the function that
// encodes the copy, which runs without it.
func (s *Server) exportAccount() func() (snapshot.Account, error) {
	var encode func() (snapshot.Account, error)
	s.engine.WithRLock(func() {
		encode = snapshot.Copy(&s.engine.Records, s.engine.IDs, s.AccountID, s.APIKey, s.AdminID)
	})
	return encode
}

// stageAccount reads the account's state into a new store and returns
// the function that gives it to s, which the caller runs with s's lock
// held. It changes nothing itself.
func (s *Server) stageAccount(st *snapshot.Account, rewrite func(json.RawMessage) (json.RawMessage, error)) (func(), error) {
	move, err := snapshot.Stage(st, s.engine.IDs, rewrite, DefaultAbuseReviewTime)
	if err != nil {
		return nil, err
	}
	return func() {
		move(&s.engine.Records)
		s.AccountID, s.APIKey, s.AdminID = st.ID, st.APIKey, st.AdminID
	}, nil
}

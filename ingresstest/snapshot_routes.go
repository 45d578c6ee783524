package ingresstest

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

// The error codes of the snapshot routes of the control API.
const (
	// CodeSnapshotRefused: PUT ControlPrefix+"snapshot" with a body that
	// is not a snapshot Restore reads (400): damaged, or of another
	// format or version; the message says which.
	CodeSnapshotRefused = "ERR_INGRESSTEST_SNAPSHOT_REFUSED"
	// CodeNoStateFile: POST ControlPrefix+"state" on a server without a
	// state file (409).
	CodeNoStateFile = "ERR_INGRESSTEST_NO_STATE_FILE"
	// CodeStateNotSaved: POST ControlPrefix+"state" could not write the
	// state file (500); the file is as it was.
	CodeStateNotSaved = "ERR_INGRESSTEST_STATE_NOT_SAVED"
)

// registerControlState serves the routes of snapshots and of the state
// file, which need the control token: a snapshot holds every account.
func (s *Server) registerControlState() {
	s.accounts.control.Route("GET "+ControlPrefix+"snapshot", func(_ *http.Request, srv *Server) (int, any, error) {
		data, err := srv.Snapshot()
		if err != nil {
			return 0, nil, api.Errorf(http.StatusInternalServerError, CodeInternal, "%v", err)
		}
		return http.StatusOK, json.RawMessage(data), nil
	})
	s.accounts.control.Route("PUT "+ControlPrefix+"snapshot", func(r *http.Request, srv *Server) (int, any, error) {
		limit := srv.snapshotLimit()
		data, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
		if err != nil {
			return 0, nil, api.Errorf(http.StatusBadRequest, CodeMalformedJSON, "reading the request body: %v", err)
		}
		if int64(len(data)) > limit {
			return 0, nil, api.Errorf(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "snapshot larger than %d bytes: start the server with a larger WithSnapshotLimit", limit)
		}
		if err := srv.Restore(data); err != nil {
			return 0, nil, api.Errorf(http.StatusBadRequest, CodeSnapshotRefused, "%v", err)
		}
		return http.StatusNoContent, nil, nil
	})
	s.accounts.control.Route("POST "+ControlPrefix+"state", func(r *http.Request, srv *Server) (int, any, error) {
		if err := api.Decode(r, srv.cfg.maxBodySize, &struct{}{}); err != nil {
			return 0, nil, err
		}
		err := srv.SaveState()
		switch {
		case errors.Is(err, ErrNoStateFile):
			return 0, nil, api.Errorf(http.StatusConflict, CodeNoStateFile, "%v", err)
		case err != nil:
			return 0, nil, api.Errorf(http.StatusInternalServerError, CodeStateNotSaved, "%v", err)
		}
		return http.StatusOK, stateSavedResponse{Path: srv.state.path}, nil
	})
}

// stateSavedResponse is the answer of POST ControlPrefix+"state".
type stateSavedResponse struct {
	// Path is the state file written.
	Path string `json:"path"`
}

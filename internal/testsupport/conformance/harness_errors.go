package conformance

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// errorCode is the form of the API's error codes and of ingresstest's own.
var errorCode = regexp.MustCompile(`^(ERR_NGROK_[0-9]+|ERR_INGRESSTEST_[A-Z_]+)$`)

// CheckErrorBody checks an error response's body against the documented
// error document, {"error_code","status_code","msg","details":
// {"operation_id"}}, which the description does not declare: every member
// present and non-empty, status_code equal to the HTTP status. A 404 may
// leave out error_code, as the API does for a missing resource.
func CheckErrorBody(status int, body []byte) error {
	var doc struct {
		ErrorCode  *string          `json:"error_code"`
		StatusCode *int             `json:"status_code"`
		Msg        *string          `json:"msg"`
		Details    *json.RawMessage `json:"details"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		return fmt.Errorf("the %d error body is not an error document: %w; body: %s", status, err, quote(body))
	}
	var problems []string
	if (doc.ErrorCode == nil && status != 404) || (doc.ErrorCode != nil && !errorCode.MatchString(*doc.ErrorCode)) {
		problems = append(problems, "error_code is missing or not like ERR_NGROK_123")
	}
	if doc.StatusCode == nil || *doc.StatusCode != status {
		problems = append(problems, fmt.Sprintf("status_code is missing or not %d", status))
	}
	if doc.Msg == nil || *doc.Msg == "" {
		problems = append(problems, "msg is missing or empty")
	}
	var details struct {
		OperationID string `json:"operation_id"`
	}
	if doc.Details == nil || json.Unmarshal(*doc.Details, &details) != nil || details.OperationID == "" {
		problems = append(problems, "details.operation_id is missing or empty")
	}
	if len(problems) > 0 {
		return fmt.Errorf("the %d error body does not match the error document: %s; body: %s", status, strings.Join(problems, "; "), quote(body))
	}
	return nil
}

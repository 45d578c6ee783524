package ingresstest

// ControlRoutes returns the patterns of the control API's routes, for the
// test that holds them against the OpenAPI document.
func ControlRoutes(s *Server) []string { return s.controlRoutes() }

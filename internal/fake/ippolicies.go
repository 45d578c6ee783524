package fake

func registerIPPolicies(s *Server) {}

package fake

func registerReservedDomains(s *Server) {}

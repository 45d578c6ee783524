package fake

func registerCredentials(s *Server) {}

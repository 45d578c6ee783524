package fake

func registerEvents(s *Server) {}

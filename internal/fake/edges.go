package fake

func registerEdges(s *Server) {}

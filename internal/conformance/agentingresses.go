package conformance

func agentIngresses(env *Env) {}

package conformance

func apiKeys(env *Env) {}

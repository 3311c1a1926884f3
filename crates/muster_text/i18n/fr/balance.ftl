## balance: Check balance: the General against the General on a scenario

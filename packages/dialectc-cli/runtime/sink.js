/** Discards everything; used to run a machine for its final state only. */
export const nullSink = {
    chars() { },
    terminal() { },
    unconfirmedCall() {
        return false;
    },
    restart() { },
    reasoningStart() { },
    contentStart() { },
    reasoningEnd() { },
    toolStart() { },
    toolName() { },
    toolId() { },
    argStart() { },
    argEnd() { },
    toolEnd() { },
};

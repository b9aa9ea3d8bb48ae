pragma Singleton
import QtQml

// Models for Repeaters whose delegates read their data by index from an owner (a chart, a
// lab, a header row). The array changes only when the count does: a Repeater drops and
// builds every delegate again when its model changes, so a model made of the texts or rows
// themselves would rebuild its delegates on every language switch and every new run.
// Delegates cannot name ids outside themselves (qmllint), so each entry carries the owner.
QtObject {
    function ownedBy(owner: QtObject, count: int): var {
        return Array.from({
                "length": count
            }, () => ({
                        "owner": owner
                    }));
    }
}

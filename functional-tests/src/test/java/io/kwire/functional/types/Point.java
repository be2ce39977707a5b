package io.kwire.functional.types;

/** A struct of two int32s, with no tagged fields of its own. */
class Point {
    int x;
    int y;

    static Point of(int x, int y) {
        Point point = new Point();
        point.x = x;
        point.y = y;
        return point;
    }
}
